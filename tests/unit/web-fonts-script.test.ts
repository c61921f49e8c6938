// @vitest-environment jsdom
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
  it('on a first visit takes each family\'s preloaded file at once, switches the page to them once both are in and remembers it', async () => {
    const load = fakeFonts('loaded');
    run();
    // No waiting for the page's load or its first paint: the brand's type is part of the first visit.
    expect(load.mock.calls.map(([face]) => face)).toEqual(FACES);
    expect(inUse()).toBe(false);
    await settle();
    expect(inUse()).toBe(true);
    expect(stored()).toBe(WEB_FONTS.storedValue);
  });

  it('uses the fonts from the start once the browser has them', () => {
    const load = fakeFonts('loaded');
    localStorage.setItem(WEB_FONTS.storageKey, WEB_FONTS.storedValue);
    run();
    expect(inUse()).toBe(true);
    expect(load).not.toHaveBeenCalled();
  });

  it('leaves the page in its fallbacks, and does not remember, when a font fails to load', async () => {
    fakeFonts('failed');
    run();
    await settle();
    expect(inUse()).toBe(false);
    expect(stored()).toBeNull();
  });

  it('leaves the switch to the stylesheet in a browser without the font loading API', () => {
    Object.defineProperty(document, 'fonts', { value: undefined, configurable: true });
    run();
    expect(inUse()).toBe(true);
    expect(stored()).toBeNull();
  });
});
