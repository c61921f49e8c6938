// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The module keeps the flag it read: each test loads it afresh. */
const load = () => import('@/lib/sales/use-is-manager');

/** Counts the page's reads of document.cookie (each one a call to the browser process in Chrome). */
function countCookieReads() {
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  let reads = 0;
  vi.spyOn(document, 'cookie', 'get').mockImplementation(function (this: Document) {
    reads += 1;
    return descriptor.get!.call(this) as string;
  });
  return () => reads;
}

function clearCookies() {
  document.cookie = 'manager=; max-age=0; path=/';
}

describe('whether a sales manager is signed in on this browser (useIsManager)', () => {
  beforeEach(() => {
    vi.resetModules();
    clearCookies();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    clearCookies();
  });

  it('reads the cookie once for all the controls of a page, whatever their number', async () => {
    document.cookie = 'manager=1; path=/';
    const reads = countCookieReads();
    const { useIsManager } = await load();
    function Control({ n }: { n: number }) {
      return <span>{useIsManager() ? `manager ${n}` : `visitor ${n}`}</span>;
    }
    render(
      <>
        {Array.from({ length: 12 }, (_, n) => (
          <Control key={n} n={n} />
        ))}
      </>,
    );
    expect(screen.getAllByText(/^manager \d+$/)).toHaveLength(12);
    expect(reads()).toBe(1);
  });

  it.each([
    ['a sign-in on this page', '', 'manager=1; path=/', 'visitor', 'manager'],
    ['a sign-out on this page', 'manager=1; path=/', 'manager=; max-age=0; path=/', 'manager', 'visitor'],
  ])('after %s the controls follow the cookie (recheckManagerFlag)', async (_, before, after, shownBefore, shownAfter) => {
    if (before) document.cookie = before;
    const { recheckManagerFlag, useIsManager } = await load();
    function Control() {
      return <span>{useIsManager() ? 'manager' : 'visitor'}</span>;
    }
    render(<Control />);
    expect(screen.getByText(shownBefore)).toBeTruthy();
    document.cookie = after;
    act(() => recheckManagerFlag());
    expect(screen.getByText(shownAfter)).toBeTruthy();
  });

  it('reads the cookie again when the page is shown again (a sign-in in another tab)', async () => {
    const { useIsManager } = await load();
    function Control() {
      return <span>{useIsManager() ? 'manager' : 'visitor'}</span>;
    }
    render(<Control />);
    expect(screen.getByText('visitor')).toBeTruthy();
    document.cookie = 'manager=1; path=/';
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(screen.getByText('manager')).toBeTruthy();
  });
});
