import type { Page } from '@playwright/test';

/**
 * How far the page scrolls sideways (0 when it does not), and the elements that reach past the viewport's right edge
 * (tag, class, right edge, the start of their text), so that a failure names what overflowed.
 */
export function sidewaysOverflow(page: Page): Promise<{ overflow: number; past: string[] }> {
  return page.evaluate(() => {
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    const past = overflow > 0
      ? [...document.querySelectorAll('body *')]
          .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
          .slice(-5)
          .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 40)} → ${Math.round(el.getBoundingClientRect().right)} px «${(el.textContent ?? '').trim().slice(0, 40)}»`)
      : [];
    return { overflow: Math.max(overflow, 0), past };
  });
}
