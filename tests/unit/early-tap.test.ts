// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { EARLY_TAP, earlyTapScript, takeEarlyTap } from '@/lib/early-tap/early-tap';

describe('taps before hydration', () => {
  new Function(earlyTapScript())();
  const button = (key: string, ready = false) => {
    const element = document.createElement('button');
    element.setAttribute(EARLY_TAP.key, key);
    if (ready) element.setAttribute(EARLY_TAP.ready, '');
    element.innerHTML = '<span>Меню</span>';
    document.body.append(element);
    return element;
  };

  it('a tap on a button not ready yet is kept (the last one) and goes no further; the button takes it once', () => {
    let reached = 0;
    document.addEventListener('click', () => (reached += 1));
    const menu = button('menu');
    const callback = button('callback:0001');
    menu.querySelector('span')!.click();
    expect(document.documentElement.hasAttribute(EARLY_TAP.pending)).toBe(true);
    callback.click();
    expect(reached).toBe(0);
    expect(takeEarlyTap('menu')).toBe(false);
    expect(takeEarlyTap('callback:0001')).toBe(true);
    expect(takeEarlyTap('callback:0001')).toBe(false);
    expect(document.documentElement.hasAttribute(EARLY_TAP.pending)).toBe(false);
  });

  it('a ready button and anything else are left to the page', () => {
    let reached = 0;
    document.addEventListener('click', () => (reached += 1));
    button('cookie-accept', true).click();
    document.body.click();
    expect(reached).toBe(2);
    expect(takeEarlyTap('cookie-accept')).toBe(false);
  });
});
