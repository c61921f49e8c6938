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
  it('on a first visit waits for the page’s load, fetches each family and remembers it, but leaves the page in its fallbacks', async () => {
    const load = fakeFonts('loaded');
    run();
    expect(load).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    await settle();
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
