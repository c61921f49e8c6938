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

/**
 * The paint timing API: `paint()` reports the first contentful paint to the observers the script made; `supported`
 * false is a browser without it.
 */
function fakePaintTiming({ supported = true } = {}) {
  const observers: Array<{ callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void; connected: boolean }> = [];
  const painted: string[] = [];
  class FakeObserver {
    static supportedEntryTypes = supported ? ['paint', 'largest-contentful-paint'] : ['mark'];
    private readonly entry: (typeof observers)[number];
    constructor(callback: (typeof observers)[number]['callback']) {
      this.entry = { callback, connected: false };
      observers.push(this.entry);
    }
    observe({ buffered }: { type: string; buffered?: boolean }) {
      this.entry.connected = true;
      if (buffered && painted.length) this.entry.callback(list(painted));
    }
    disconnect() {
      this.entry.connected = false;
    }
  }
  const list = (names: string[]) => ({ getEntriesByName: (name: string) => names.filter((n) => n === name) });
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    paint(name: 'first-paint' | 'first-contentful-paint') {
      painted.push(name);
      for (const observer of observers.filter((o) => o.connected)) observer.callback(list([name]));
    },
    connected: () => observers.filter((o) => o.connected).length,
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
  vi.unstubAllGlobals();
  html.removeAttribute(WEB_FONTS.attribute);
  localStorage.clear();
});

describe('the head script of the web fonts', () => {
  it('on a first visit asks for each family\'s file once the page has painted its content, switches the page to them once both are in and remembers it', async () => {
    const load = fakeFonts('loaded');
    const paints = fakePaintTiming();
    run();
    // Before the page has painted, the fonts do not share its connection with the stylesheets and the first picture.
    expect(load).not.toHaveBeenCalled();
    paints.paint('first-paint');
    expect(load).not.toHaveBeenCalled();
    paints.paint('first-contentful-paint');
    expect(load.mock.calls.map(([face]) => face)).toEqual(FACES);
    expect(paints.connected()).toBe(0);
    expect(inUse()).toBe(false);
    await settle();
    expect(inUse()).toBe(true);
    expect(stored()).toBe(WEB_FONTS.storedValue);
  });

  it('asks at once when the page painted before the script ran (the observer\'s buffered entries)', () => {
    const load = fakeFonts('loaded');
    const paints = fakePaintTiming();
    paints.paint('first-contentful-paint');
    run();
    expect(load.mock.calls.map(([face]) => face)).toEqual(FACES);
  });

  it('asks at once in a browser without the paint timing API', async () => {
    const load = fakeFonts('loaded');
    fakePaintTiming({ supported: false });
    run();
    expect(load.mock.calls.map(([face]) => face)).toEqual(FACES);
    await settle();
    expect(inUse()).toBe(true);
  });

  it('uses the fonts from the start once the browser has them', () => {
    const load = fakeFonts('loaded');
    fakePaintTiming();
    localStorage.setItem(WEB_FONTS.storageKey, WEB_FONTS.storedValue);
    run();
    expect(inUse()).toBe(true);
    expect(load).not.toHaveBeenCalled();
  });

  it('leaves the page in its fallbacks, and does not remember, when a font fails to load', async () => {
    fakeFonts('failed');
    fakePaintTiming().paint('first-contentful-paint');
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
