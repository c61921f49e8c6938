import type { Page } from '@playwright/test';

/** A finger's target (WCAG 2.5.5), in CSS pixels. */
export const TARGET_PX = 44;

/**
 * The interactive elements on screen (inside `within`, the whole page by default) smaller than 44 × 44 px, by their
 * bounding boxes (a visually hidden checkbox is measured by its label). Left out, as WCAG 2.5.5 leaves them out: a
 * link inside a sentence, and the skip link, which shows only when focused.
 */
export function smallTargets(page: Page, within = 'body'): Promise<string[]> {
  return page.evaluate(
    async ([scope, min]) => {
      // A panel still sliding in is measured through its transform: a 44 px button read 43.99998 px in the frames of the
      // filter sheet's rise (CI failed it once, 2 December). Measured once what is opening has settled.
      const opening = [...document.querySelectorAll(scope)].flatMap((root) => root.getAnimations({ subtree: true }));
      await Promise.all(opening.filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime)).map((animation) => animation.finished.catch(() => undefined)));
      const selector =
        'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=link], [role=checkbox], [role=radio], [role=tab], [role=option], [role=combobox], summary';
      const inSentence = (el: Element) => {
        const block = el.closest('p, li, dd');
        if (!block) return false;
        return (block.textContent ?? '').trim().length > (el.textContent ?? '').trim().length + 2;
      };
      const found: string[] = [];
      for (const root of document.querySelectorAll(scope)) {
        for (const el of root.querySelectorAll(selector)) {
          const label = el instanceof HTMLInputElement ? el.closest('label') : null;
          const target: Element = label ?? el;
          if (target.closest('[hidden], [aria-hidden="true"]') || target.matches('a[href="#content"]')) continue;
          const style = getComputedStyle(target);
          if (style.visibility === 'hidden' || style.display === 'none') continue;
          const box = target.getBoundingClientRect();
          if (box.width <= 1 || box.height <= 1) continue;
          if (box.width >= min && box.height >= min) continue;
          if (target.tagName === 'A' && inSentence(target)) continue;
          const name = (target.getAttribute('aria-label') ?? target.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
          found.push(`${Math.round(box.width)}×${Math.round(box.height)} ${target.tagName.toLowerCase()} "${name}"`);
        }
      }
      return found;
    },
    [within, TARGET_PX] as const,
  );
}
