import { describe, expect, it } from 'vitest';
import { chosenQueueAfterLoad, isFirstQueue, newsStateAfterRouteChange } from '@/store/site-state';
import { createSiteStore } from '@/store/site-store';
import type { SiteData } from '@/store/site-state';

const QUEUES = [
  { id: 1, name: '1 очередь' },
  { id: 2, name: '2 очередь' },
];

const data = (overrides: Partial<SiteData> = {}): SiteData => ({
  queues: QUEUES,
  contacts: [],
  documentation: [],
  headerInfo: null,
  cameras: [],
  favorites: [],
  compare: [],
  domainUrl: 'http://localhost:3000',
  chosenQueueId: null,
  ...overrides,
});

describe('the site store (SPEC §3, §4)', () => {
  it('starts from the server data with the first queue chosen and the loading flags set', () => {
    const state = createSiteStore(data({ favorites: [{ id: 5, type: 'apartments' }] })).getState();
    expect(state.chosenQueue).toEqual(QUEUES[0]);
    expect(state.favorites).toEqual([{ id: 5, type: 'apartments' }]);
    expect(state).toMatchObject({ isOpenMenu: false, modal: null, isContentLoaded: false, isPreloaderVisible: true, isPageTransitioning: false, newsPage: 1, newsFilter: '', newsId: '' });
  });

  it('has no chosen queue without queues, and chooses the first once they load', () => {
    const store = createSiteStore(data({ queues: [] }));
    expect(store.getState().chosenQueue).toBeNull();
    store.getState().setQueues(QUEUES);
    expect(store.getState().chosenQueue).toEqual(QUEUES[0]);
  });

  it('keeps a chosen queue that still exists when queues reload', () => {
    const store = createSiteStore(data());
    store.getState().chooseQueue(2);
    store.getState().setQueues(QUEUES);
    expect(store.getState().chosenQueue?.id).toBe(2);
  });

  it('ignores a queue id that does not exist', () => {
    const store = createSiteStore(data());
    store.getState().chooseQueue(99);
    expect(store.getState().chosenQueue?.id).toBe(1);
  });

  it('the menu button toggles the menu; closing the menu also closes the modal', () => {
    const store = createSiteStore(data());
    store.getState().toggleMenu();
    expect(store.getState().isOpenMenu).toBe(true);
    store.getState().openModal({ kind: 'callback', formId: '0001' });
    store.getState().toggleMenu();
    expect(store.getState()).toMatchObject({ isOpenMenu: false, modal: null });
  });

  it('closing a modal leaves the menu as it is', () => {
    const store = createSiteStore(data());
    store.getState().openMenu();
    store.getState().openModal({ kind: 'camera', cameraId: 1 });
    store.getState().closeModal();
    expect(store.getState()).toMatchObject({ isOpenMenu: true, modal: null });
  });

  it('content is marked loaded once', () => {
    const store = createSiteStore(data());
    let changes = 0;
    store.subscribe(() => (changes += 1));
    store.getState().markContentLoaded();
    store.getState().markContentLoaded();
    expect(store.getState().isContentLoaded).toBe(true);
    expect(changes).toBe(1);
  });

  it('the transition flag is set on leaving and cleared on entering, which also closes the menu', () => {
    const store = createSiteStore(data());
    store.getState().openMenu();
    store.getState().startPageTransition();
    expect(store.getState().isPageTransitioning).toBe(true);
    store.getState().enterPage('/', '/contacts');
    expect(store.getState()).toMatchObject({ isPageTransitioning: false, isOpenMenu: false });
  });

  it.each([
    ['/news', '/news/some-news', true],
    ['/news/some-news', '/news', true],
    ['/news/a', '/news/b', true],
    ['/news', '/contacts', false],
    ['/contacts', '/news', false],
    [null, '/news', false],
    ['/newsletter', '/news', false],
  ])('news page and id from %s to %s kept: %s', (from, to, kept) => {
    expect(newsStateAfterRouteChange(from, to, { newsPage: 3, newsFilter: 'year=2025', newsId: '17' })).toEqual(
      kept ? { newsPage: 3, newsFilter: 'year=2025', newsId: '17' } : { newsPage: 1, newsFilter: '', newsId: '' },
    );
  });

  it('entering a page applies the news rule', () => {
    const store = createSiteStore(data());
    store.getState().setNewsPage(4);
    store.getState().setNewsId('12');
    store.getState().enterPage('/news', '/news/12');
    expect(store.getState()).toMatchObject({ newsPage: 4, newsId: '12' });
    store.getState().enterPage('/news/12', '/mortgage');
    expect(store.getState()).toMatchObject({ newsPage: 1, newsId: '' });
  });

  it.each([
    [{ id: 1, name: '1 очередь' }, true],
    [{ id: 3, name: 'Очередь 1' }, true],
    [{ id: 2, name: '2 очередь' }, false],
  ])('a queue named %j is the first queue: %s', (queue, expected) => expect(isFirstQueue(queue)).toBe(expected));

  it('chosenQueueAfterLoad falls back to the first queue', () => {
    expect(chosenQueueAfterLoad(QUEUES, { id: 7, name: 'x' })).toEqual(QUEUES[0]);
    expect(chosenQueueAfterLoad([], null)).toBeNull();
  });
});
