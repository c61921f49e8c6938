import type { Page } from '@playwright/test';

/**
 * How far the page scrolls sideways (0 when it does not), and the elements that reach past the viewport's right edge
 * (tag, class, right edge, the start of their text), so that a failure names what overflowed. Measured against the
 * page's own width (clientWidth): on a phone (a mobile viewport) window.innerWidth grows with what overflows, so
 * `scrollWidth - innerWidth` is 0 on a page that scrolls sideways.
 */
export function sidewaysOverflow(page: Page): Promise<{ overflow: number; past: string[] }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const overflow = document.documentElement.scrollWidth - width;
    const past = overflow > 0
      ? [...document.querySelectorAll('body *')]
          .filter((el) => el.getBoundingClientRect().right > width + 0.5)
          .slice(-5)
          .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 40)} → ${Math.round(el.getBoundingClientRect().right)} px «${(el.textContent ?? '').trim().slice(0, 40)}»`)
      : [];
    return { overflow: Math.max(overflow, 0), past };
  });
}

/**
 * Tables that reach past the box that holds them (each as its width and that box's): a table its section clips is cut
 * off without the page scrolling sideways, so `sidewaysOverflow` alone does not see it. A table in a scroll container
 * (a compare table's region) is read by scrolling it, and is not counted.
 */
export function tablesPastTheirColumn(page: Page): Promise<string[]> {
  return page.locator('table').evaluateAll((tables) =>
    tables.flatMap((table) => {
      for (let ancestor = table.parentElement; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) {
        const overflow = getComputedStyle(ancestor).overflowX;
        if (overflow === 'auto' || overflow === 'scroll') return [];
        if (overflow !== 'visible') break;
      }
      const box = table.getBoundingClientRect();
      const column = (table.parentElement ?? table).getBoundingClientRect();
      return box.width > 0 && box.right > column.right + 0.5 ? [`${table.className || 'table'}: ${Math.round(box.width)} px wide in ${Math.round(column.width)}`] : [];
    }),
  );
}
