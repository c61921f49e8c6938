import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_WAIT_MS, LEAD_PICTURE_WAIT_MS, scriptsAfterFirstPaint } from '@/scripts/server/scripts-after-paint.mjs';

const HEAD =
  '<!DOCTYPE html><html lang="ru"><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/runtime.js"/>' +
  '<script src="/_next/static/chunks/main.js" async=""></script>' +
  '<script src="/_next/static/chunks/page.js" async=""></script>' +
  '<title>Резиденция</title><script>self.marks=1</script>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>';
const CONTENT = '<body><h1>Резиденция</h1><script>self.__next_f.push([1,"0:{}"])</script>';
const BODY = `${CONTENT}<script src="/_next/static/chunks/runtime.js" id="_R_" async=""></script></body></html>`;

/** A stand-in <img fetchpriority="high"> that has not loaded yet. */
function leadPicture() {
  const listeners = new Map<string, () => void>();
  return {
    complete: false,
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    fire: (type: 'load' | 'error') => listeners.get(type)?.(),
  };
}

/** A stand-in PerformanceObserver of a browser that reports paints: `report()` is the browser's first-contentful-paint. */
function paintObserver() {
  const observers: Array<{ callback: (list: { getEntries: () => { name: string }[] }) => void; connected: boolean }> = [];
  class Observer {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    private entry: (typeof observers)[number];
    constructor(callback: (typeof observers)[number]['callback']) {
      this.entry = { callback, connected: false };
      observers.push(this.entry);
    }
    observe() {
      this.entry.connected = true;
    }
    disconnect() {
      this.entry.connected = false;
    }
  }
  const report = () =>
    observers.filter((observer) => observer.connected).forEach((observer) => observer.callback({ getEntries: () => [{ name: 'first-paint' }, { name: 'first-contentful-paint' }] }));
  return { Observer, report };
}

/** Runs the page's loader against a stand-in document; `visibility` is what the page reports. */
function runLoader(
  html: string,
  visibility: 'visible' | 'hidden',
  pictures: ReturnType<typeof leadPicture>[] = [],
  observer: ReturnType<typeof paintObserver>['Observer'] | undefined = undefined,
) {
  const loader = /<script>(\(function\(s,p\)[\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!loader) throw new Error('no loader in the page');
  const added: string[] = [];
  const frames: Array<() => void> = [];
  const tasks: Array<{ run: () => void; delay: number }> = [];
  const listeners: Array<() => void> = [];
  const document = {
    visibilityState: visibility,
    readyState: 'interactive',
    head: {
      appendChild: (element: { tag: string; src?: string; href?: string; rel?: string; id?: string }) =>
        added.push(`${element.tag}${element.rel ? `:${element.rel}` : ''} ${element.src ?? element.href}${element.id ? `#${element.id}` : ''}`),
    },
    createElement: (tag: string) => ({ tag }),
    querySelectorAll: (selector: string) => (selector === 'img[fetchpriority=high]' ? pictures : []),
    addEventListener: (_: string, listener: () => void) => listeners.push(listener),
    removeEventListener: () => undefined,
  };
  new Function('document', 'requestAnimationFrame', 'setTimeout', 'PerformanceObserver', loader)(
    document,
    (callback: () => void) => frames.push(callback),
    (callback: () => void, delay = 0) => tasks.push({ run: callback, delay }),
    observer,
  );
  /** Runs the frames and the zero-delay tasks waiting now (what the browser does next). */
  const paint = () => {
    frames.splice(0).forEach((frame) => frame());
    tasks
      .filter((task) => task.delay === 0)
      .forEach((task) => {
        tasks.splice(tasks.indexOf(task), 1);
        task.run();
      });
  };
  /** Runs the loader's time limit (the one task with a delay), as when it passes; returns its delay. */
  const runTimeLimit = () => {
    const limit = tasks.find((task) => task.delay > 0);
    limit?.run();
    return limit?.delay;
  };
  return { added, frames, tasks, listeners, document, paint, runTimeLimit };
}

describe('scripts after the first paint', () => {
  const page = scriptsAfterFirstPaint(HEAD + BODY);

  it("takes Next's scripts and script preloads out of the HTML and leaves everything else", () => {
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).not.toContain('<script src="/_next/static/chunks/main.js"');
    expect(head).not.toContain('<script src="/_next/static/chunks/page.js"');
    expect(head).not.toContain('rel="preload" as="script"');
    expect(head).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>');
    expect(head).toContain('<script>self.marks=1</script>');
    expect(head).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(page.endsWith(`${CONTENT}</body></html>`)).toBe(true);
  });

  it('adds them, in the order Next wrote them, only after the first frame of a visible page', () => {
    const run = runLoader(page, 'visible');
    expect(run.added).toEqual([]);
    expect(run.frames).toHaveLength(1);
    run.frames.forEach((frame) => frame());
    expect(run.added).toEqual([]);
    run.tasks.forEach((task) => task.run());
    // The first frame's task looks for a lead picture (none here) and waits for one more painted frame.
    expect(run.added).toEqual([]);
    run.paint();
    expect(run.added).toEqual([
      'link:preload /_next/static/chunks/runtime.js',
      'script /_next/static/chunks/main.js',
      'script /_next/static/chunks/page.js',
      'script /_next/static/chunks/runtime.js#_R_',
    ]);
    run.listeners.forEach((listener) => listener());
    expect(run.added).toHaveLength(4);
  });

  it.each(['load', 'error'] as const)('waits for the lead picture to come (%s) and paint before adding them', (outcome) => {
    const pictures = [leadPicture(), leadPicture()];
    const run = runLoader(page, 'visible', pictures);
    run.paint();
    run.paint();
    expect(run.added).toEqual([]);
    pictures[0]?.fire(outcome);
    run.paint();
    expect(run.added).toEqual([]);
    pictures[1]?.fire('load');
    expect(run.added).toEqual([]);
    run.paint();
    expect(run.added).toHaveLength(4);
  });

  it('where the browser reports paints, waits for its first-contentful-paint after the first frame, or a second at most', () => {
    const paints = paintObserver();
    const run = runLoader(page, 'visible', [], paints.Observer);
    run.paint();
    run.paint();
    expect(run.added).toEqual([]);
    paints.report();
    run.paint();
    run.paint();
    expect(run.added).toHaveLength(4);

    const silent = runLoader(page, 'visible', [], paintObserver().Observer);
    silent.paint();
    silent.paint();
    expect(silent.added).toEqual([]);
    expect(silent.runTimeLimit()).toBe(FIRST_PAINT_WAIT_MS);
    silent.paint();
    silent.paint();
    expect(silent.added).toHaveLength(4);
  });

  it('does not wait for a lead picture that has already come, nor longer than the limit for one that stalls', () => {
    const loaded = { ...leadPicture(), complete: true };
    const ready = runLoader(page, 'visible', [loaded]);
    ready.paint();
    ready.paint();
    expect(ready.added).toHaveLength(4);

    const run = runLoader(page, 'visible', [leadPicture()]);
    run.paint();
    run.paint();
    expect(run.added).toEqual([]);
    expect(run.runTimeLimit()).toBe(LEAD_PICTURE_WAIT_MS);
    expect(run.added).toHaveLength(4);
  });

  it('adds them at once in a background tab, and when a visible page is hidden before its first frame', () => {
    expect(runLoader(page, 'hidden').added).toHaveLength(4);
    const run = runLoader(page, 'visible');
    run.listeners.forEach((listener) => listener());
    expect(run.added).toHaveLength(4);
  });

  it('leaves a page without Next scripts as it is', () => {
    const plain = '<html><head><title>Ошибка</title></head><body>Неверный адрес</body></html>';
    expect(scriptsAfterFirstPaint(plain)).toBe(plain);
    expect(scriptsAfterFirstPaint('')).toBe('');
  });
});
