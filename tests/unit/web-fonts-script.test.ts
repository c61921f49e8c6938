// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WEB_FONTS } from '@/lib/fonts/web-fonts';
import { webFontsScript } from '@/lib/fonts/web-fonts-script';

const FACES = ["400 1em 'sans'", "500 1em 'serif'"];
const html = document.documentElement;
const inUse = () => html.hasAttribute(WEB_FONTS.attribute);
const stored = () => localStorage.getItem(WEB_FONTS.storageKey);

/** document.fonts with a load() whose answer the test gives. */
function fakeFonts(answer: 'loaded' | 'failed') {
  const load = vi.fn((face: string) => (answer === 'loaded' ? Promise.resolve([face]) : Promise.reject(new Error('network'))));
  Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
  return load;
}

/** The browser's paint timing: `paint()` reports the first contentful paint to the script's observer. */
function fakePaintTiming() {
  let report: ((list: { getEntries(): { name: string }[] }) => void) | null = null;
  class Observer {
    constructor(callback: typeof report) {
      report = callback;
    }
    observe() {}
    disconnect() {}
  }
  const original = window.PerformanceObserver;
  Object.defineProperty(window, 'PerformanceObserver', { value: Observer, configurable: true, writable: true });
  return {
    paint: () => report?.({ getEntries: () => [{ name: 'first-contentful-paint' }] }),
    restore: () => Object.defineProperty(window, 'PerformanceObserver', { value: original, configurable: true, writable: true }),
  };
}

const run = () => new Function(webFontsScript(FACES))();
const settle = async () => {
  await vi.runAllTimersAsync();
};

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  html.removeAttribute(WEB_FONTS.attribute);
  localStorage.clear();
});

describe('the head script of the web fonts', () => {
  it('on a first visit waits for the page’s load and first paint, fetches each family and remembers it, but leaves the page in its fallbacks', async () => {
    const load = fakeFonts('loaded');
    const timing = fakePaintTiming();
    run();
    expect(load).not.toHaveBeenCalled();
    // On a fast connection the load can come before the first paint: the fonts still wait for the paint.
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(50);
    expect(load).not.toHaveBeenCalled();
    timing.paint();
    // The frame after the paint, long before the latest start.
    await vi.advanceTimersByTimeAsync(50);
    timing.restore();
    expect(load.mock.calls.map(([face]) => face)).toEqual(FACES);
    expect(stored()).toBe(WEB_FONTS.storedValue);
    expect(inUse()).toBe(false);
  });

  it('switches a page nobody is looking at (a background tab) once the fonts are in', async () => {
    fakeFonts('loaded');
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    run();
    window.dispatchEvent(new Event('load'));
    await settle();
    expect(inUse()).toBe(true);
    visibility.mockRestore();
  });

  it('uses the fonts from the start once the browser has them', () => {
    const load = fakeFonts('loaded');
    localStorage.setItem(WEB_FONTS.storageKey, WEB_FONTS.storedValue);
    run();
    expect(inUse()).toBe(true);
    expect(load).not.toHaveBeenCalled();
  });

  it(`fetches them after ${WEB_FONTS.latestStartMs} ms when the load event is kept waiting`, async () => {
    const load = fakeFonts('loaded');
    run();
    await vi.advanceTimersByTimeAsync(WEB_FONTS.latestStartMs - 1);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(FACES.length);
    window.dispatchEvent(new Event('load'));
    await settle();
    expect(load).toHaveBeenCalledTimes(FACES.length);
    expect(stored()).toBe(WEB_FONTS.storedValue);
  });

  it('does not remember fonts that failed to load', async () => {
    fakeFonts('failed');
    run();
    window.dispatchEvent(new Event('load'));
    await settle();
    expect(stored()).toBeNull();
  });
});
