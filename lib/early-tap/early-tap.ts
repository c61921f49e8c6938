/**
 * Taps before hydration (issue 41): a button of the first screen («Меню», «Оставить заявку», «Принять»,
 * «Забронировать онлайн») is in the server's HTML at once, but does nothing until React has hydrated it, which
 * on a phone comes a second or two after the first paint. The head's inline script (earlyTapScript, run with
 * the visitor-marks script) catches a tap on such a button while it is not ready yet, keeps the last one and
 * stops it; the button's hook (use-early-tap.ts) marks it ready when it hydrates and acts on a kept tap then.
 * Links and forms work without JavaScript and need none of this.
 */
export const EARLY_TAP = {
  /** On a button: the key its tap is kept under (`menu`, `callback:0001`, `booking:613`). */
  key: 'data-early-tap',
  /** Put on the button by its hook once React handles its taps itself. */
  ready: 'data-early-tap-ready',
  /** On <html> while a tap waits: the cursor says the page is getting ready. */
  pending: 'data-early-tap-pending',
  /** The window property holding the kept tap's key. */
  global: '__earlyTap',
} as const;

/** The inline script (a few hundred bytes): keeps the last tap on a button that is not ready yet. */
export function earlyTapScript(): string {
  const t = EARLY_TAP;
  return (
    `(function(){var d=document;d.addEventListener('click',function(e){var x=e.target;x=x&&x.closest?x.closest('[${t.key}]'):null;` +
    `if(!x||x.hasAttribute('${t.ready}'))return;e.preventDefault();e.stopImmediatePropagation();` +
    `window.${t.global}=x.getAttribute('${t.key}');d.documentElement.setAttribute('${t.pending}','')},true)})();`
  );
}

type WithEarlyTap = { [EARLY_TAP.global]?: string | null };

/** Takes the kept tap when it is for `key` (it is then gone); false otherwise. */
export function takeEarlyTap(key: string): boolean {
  const holder = window as unknown as WithEarlyTap;
  if (holder[EARLY_TAP.global] !== key) return false;
  holder[EARLY_TAP.global] = null;
  document.documentElement.removeAttribute(EARLY_TAP.pending);
  return true;
}
