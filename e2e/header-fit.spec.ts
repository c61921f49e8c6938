import { test, expect } from './support/fixtures';

/** SPEC §2: the apartments and progress links are in the header; every desktop width from 1025 px fits them. */
for (const width of [1025, 1100, 1280, 1366, 1440, 1920]) {
  test(`at ${width} px both header links are visible and nothing in the header overlaps`, async ({ page, isMobile }) => {
    test.skip(isMobile, 'desktop widths');
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/contacts');
    const nav = page.getByRole('navigation', { name: 'Основная навигация' });
    await expect(nav.getByRole('link', { name: 'Квартиры' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Ход строительства' })).toBeVisible();
    const boxes = await page.evaluate(() => {
      const row = document.querySelector('header > div');
      const items = [...(row?.querySelectorAll('a, button') ?? [])].filter((el) => {
        const style = getComputedStyle(el);
        const rect = el.getBoundingClientRect();
        return style.display !== 'none' && style.visibility !== 'hidden' && rect.width > 1 && rect.height > 1 && !el.closest('[hidden]');
      });
      return {
        overflow: (row?.scrollWidth ?? 0) - (row?.clientWidth ?? 0),
        page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        rects: items.map((el) => {
          const r = el.getBoundingClientRect();
          return { name: el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '', left: r.left, right: r.right, top: r.top, bottom: r.bottom };
        }),
      };
    });
    expect(boxes.overflow).toBeLessThanOrEqual(0);
    expect(boxes.page).toBeLessThanOrEqual(0);
    const overlaps: string[] = [];
    boxes.rects.forEach((a, i) =>
      boxes.rects.slice(i + 1).forEach((b) => {
        const apart = a.right <= b.left + 0.5 || b.right <= a.left + 0.5 || a.bottom <= b.top + 0.5 || b.bottom <= a.top + 0.5;
        if (!apart) overlaps.push(`${a.name} × ${b.name}`);
      }),
    );
    expect(overlaps).toEqual([]);
  });
}
