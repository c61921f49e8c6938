// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { FINISHED_PAGES } from '@/lib/cache/memory-limits.mjs';
import { createFinishedPages, finishPage } from '@/scripts/server/finished-pages.mjs';

// A page as Next renders it: its scripts in the head, the RSC data in several inline scripts, a status mark.
const rendered = (title: string, mark = '') =>
  `<!DOCTYPE html><html lang="ru"><head>${mark}<script src="/_next/static/chunks/a.js" async=""></script></head><body><h1>${title}</h1>` +
  `<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"Квартира ${title}"])</script></body></html>`;
const policy = (hashes: string[]) => `script-src 'self' ${hashes.join(' ')}`;

let clock = 0;
const pages: ReturnType<typeof createFinishedPages>[] = [];
const create = () => {
  const created = createFinishedPages({ policy, limits: { ...FINISHED_PAGES, now: () => clock, sweepEveryMs: 3_600_000 } });
  pages.push(created);
  return created;
};
afterEach(() => {
  for (const created of pages.splice(0)) created.close();
  clock = 0;
});

describe('pages finished for sending', () => {
  it('are finished as before: Next\'s scripts where Next put them, the RSC data in one script, a hash for each inline script', () => {
    const page = finishPage(rendered('Генплан'), policy);
    expect(page.html).toContain('<script src="/_next/static/chunks/a.js" async="">');
    expect(page.html).toContain(`<script>(self.__next_f=self.__next_f||[]).push([0]);self.__next_f.push([1,'Квартира Генплан'])</script>`);
    const inline = [...page.html.matchAll(/<script>([\s\S]*?)<\/script>/g)];
    expect(inline.length).toBeGreaterThan(0);
    expect(page.csp.match(/'sha256-/g)).toHaveLength(inline.length);
    expect(page).toMatchObject({ location: null, status: null });
    expect(finishPage(rendered('Нет такой', '<meta name="x-page-status" content="404"/>'), policy).status).toBe(404);
  });

  it('a page every visitor gets alike is finished once and then kept; the same text gives the same page', () => {
    const finished = create();
    const first = finished.finish(rendered('Генплан'), true);
    expect(finished.finish(rendered('Генплан'), true)).toBe(first);
    expect(first).toEqual({ ...finishPage(rendered('Генплан'), policy), key: expect.any(String) });
    expect(finished.finish(rendered('Каталог'), true).html).toContain('Каталог');
    expect(finished.size.entries).toBe(2);
  });

  it("a page rendered for one visitor is finished each time and not kept", () => {
    const finished = create();
    const first = finished.finish(rendered('Избранное'), false);
    expect(finished.finish(rendered('Избранное'), false)).not.toBe(first);
    expect(finished.size.entries).toBe(0);
  });

  it('are let go 10 s after their last request, also a page asked for again and again', () => {
    const finished = create();
    const page = finished.finish(rendered('Генплан'), true);
    for (let second = 1; second <= 30; second += 1) {
      clock = second * 1000;
      expect(finished.finish(rendered('Генплан'), true)).toBe(page);
    }
    clock += FINISHED_PAGES.protectedIdleMs + 1;
    expect(finished.finish(rendered('Каталог'), true).html).toContain('Каталог');
    expect(finished.size.entries).toBe(1);
    expect(finished.finish(rendered('Генплан'), true)).not.toBe(page);
  });
});
