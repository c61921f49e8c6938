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
