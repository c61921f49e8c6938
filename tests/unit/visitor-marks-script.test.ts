// @vitest-environment jsdom
// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { COOKIE_CONSENT, VISITOR_MARKS } from '@/lib/lists/visitor-marks';
import { visitorMarksScript } from '@/lib/lists/visitor-marks-script';

/** Runs the pre-paint script on a fresh document with these cookies and returns what it marked. */
function runWith(cookies: Record<string, string>) {
  for (const [name, value] of Object.entries(cookies)) document.cookie = `${name}=${value}; path=/`;
  new Function(visitorMarksScript())();
  const html = document.documentElement;
  return {
    favorites: html.getAttribute(VISITOR_MARKS.favoritesCount),
    compare: html.getAttribute(VISITOR_MARKS.compareCount),
    favoritesCount: html.style.getPropertyValue('--favorites-count'),
    style: document.getElementById(VISITOR_MARKS.styleId)?.textContent ?? null,
  };
}

afterEach(() => {
  for (const name of ['favorites', 'compare']) document.cookie = `${name}=; max-age=0; path=/`;
  document.documentElement.removeAttribute(VISITOR_MARKS.favoritesCount);
  document.documentElement.removeAttribute(VISITOR_MARKS.compareCount);
  document.documentElement.removeAttribute('style');
  document.getElementById(VISITOR_MARKS.styleId)?.remove();
  document.documentElement.removeAttribute(VISITOR_MARKS.cookieConsent);
  localStorage.clear();
});

const encoded = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe('the pre-paint marks of the visitor’s lists', () => {
  it('counts favourites and compared lots and marks their toggles', () => {
    const marks = runWith({
      favorites: encoded([{ id: 613, type: 'apartments' }, { id: 7, type: 'parking' }]),
      compare: encoded([{ id: 613 }]),
    });
    expect(marks.favorites).toBe('2');
    expect(marks.compare).toBe('1');
    expect(marks.favoritesCount).toBe('"2"');
    expect(marks.style).toContain('[data-favorite-key="apartments:613"]');
    expect(marks.style).toContain('[data-favorite-key="parking:7"]');
    expect(marks.style).toContain('[data-compare-id="613"]');
    expect(marks.style).toContain(`html:not([${VISITOR_MARKS.ready}])`);
  });

  it('leaves the page alone without cookies', () => {
    expect(runWith({})).toEqual({ favorites: null, compare: null, favoritesCount: '', style: null });
  });

  it('skips what a tampered cookie holds: bad JSON, bad ids, types that could break out of a selector', () => {
    const marks = runWith({
      favorites: encoded([{ id: -1, type: 'apartments' }, { id: 1.5, type: 'apartments' }, { id: 3, type: '"]{}*{color:red}' }, { id: 4, type: 'apartments' }]),
      compare: '%7Bnot-json',
    });
    expect(marks.favorites).toBe('1');
    expect(marks.compare).toBeNull();
    expect(marks.style).not.toContain('color:red');
  });

  it.each([
    ['accepted', true],
    ['declined', false],
    [null, false],
  ])('hides the server-rendered cookie banner before the first paint when consent is %s: %s', (stored, hidden) => {
    if (stored) localStorage.setItem(COOKIE_CONSENT.key, stored);
    runWith({});
    expect(document.documentElement.hasAttribute(VISITOR_MARKS.cookieConsent)).toBe(hidden);
  });
});
