// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueueSelect } from '@/components/layout/header/QueueSelect';
import { HeaderNav } from '@/components/layout/header/HeaderNav';
import { FooterDocuments } from '@/components/layout/FooterDocuments';
import { StoreProvider } from '@/store/StoreProvider';
import type { SiteData } from '@/store/site-state';

const navigation = vi.hoisted(() => ({ pathname: '/', replace: vi.fn() }));
vi.mock('next/navigation', () => ({
  usePathname: () => navigation.pathname,
  useRouter: () => ({ replace: navigation.replace, push: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }),
}));

const data = (chosenQueueId: number | null = null): SiteData => ({
  queues: [
    { id: 1, name: '1 очередь' },
    { id: 2, name: '2 очередь' },
  ],
  contacts: [],
  documentation: [
    { id: 1, queue: 1, title: 'Декларация, 1 очередь', file: '/d1.pdf', date: '2026-01-01', size: '1 МБ' },
    { id: 2, queue: 2, title: 'Декларация, 2 очередь', file: '/d2.pdf', date: '2026-01-01', size: '1 МБ' },
    { id: 3, queue: null, title: 'Отчётность', file: '/r.pdf', date: '2026-01-01', size: '1 МБ' },
  ],
  headerInfo: null,
  cameras: [],
  favorites: [],
  compare: [],
  domainUrl: 'http://localhost:3000',
  chosenQueueId,
});

function renderChrome(chosenQueueId: number | null = null, extra?: ReactNode) {
  return render(
    <StoreProvider data={data(chosenQueueId)}>
      <QueueSelect />
      <HeaderNav />
      <FooterDocuments />
      {extra}
    </StoreProvider>,
  );
}

beforeEach(() => {
  navigation.pathname = '/';
  navigation.replace.mockReset();
});
afterEach(() => Cookies.remove('chosen_queue', { path: '/' }));

describe('the queue choice changes what the visitor sees (SPEC §3 chosenQueue)', () => {
  it('without a choice: the first queue, its documents, and a catalogue link to every queue', () => {
    renderChrome();
    expect(screen.getByRole('combobox', { name: 'Очередь строительства' })).toHaveTextContent('1 очередь');
    expect(screen.getByRole('link', { name: 'Квартиры' })).toHaveAttribute('href', expect.stringMatching(/^\/lots\/params\/apartments\/?$/));
    expect(screen.getByRole('link', { name: 'Декларация, 1 очередь' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Декларация, 2 очередь' })).not.toBeInTheDocument();
  });

  it('choosing the second queue: cookie for the visit, its documents, the catalogue link filtered to it', async () => {
    const user = userEvent.setup();
    renderChrome();
    await user.click(screen.getByRole('combobox', { name: 'Очередь строительства' }));
    await user.click(screen.getByRole('option', { name: '2 очередь' }));
    expect(Cookies.get('chosen_queue')).toBe('2');
    expect(screen.getByRole('combobox', { name: 'Очередь строительства' })).toHaveTextContent('2 очередь');
    expect(screen.getByRole('link', { name: 'Квартиры' })).toHaveAttribute('href', expect.stringMatching(/^\/lots\/params\/apartments\/?\?queue=2$/));
    expect(screen.getByRole('link', { name: 'Декларация, 2 очередь' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Отчётность' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Декларация, 1 очередь' })).not.toBeInTheDocument();
    expect(navigation.replace).not.toHaveBeenCalled();
  });

  it.each([
    ['/progress', '/progress?queue=2'],
    ['/lots/genplan/apartments/', '/lots/genplan/apartments/?queue=2'],
  ])('on %s the page follows the choice at once (%s)', async (pathname, expected) => {
    navigation.pathname = pathname;
    const user = userEvent.setup();
    renderChrome();
    await user.click(screen.getByRole('combobox', { name: 'Очередь строительства' }));
    await user.click(screen.getByRole('option', { name: '2 очередь' }));
    expect(navigation.replace).toHaveBeenCalledWith(expected, { scroll: false });
  });

  it('a queue chosen earlier in the visit (its cookie) is where the page starts', () => {
    renderChrome(2);
    expect(screen.getByRole('combobox', { name: 'Очередь строительства' })).toHaveTextContent('2 очередь');
    expect(screen.getByRole('link', { name: 'Квартиры' })).toHaveAttribute('href', expect.stringMatching(/^\/lots\/params\/apartments\/?\?queue=2$/));
  });
});
