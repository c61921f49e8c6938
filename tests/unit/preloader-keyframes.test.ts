import { compile } from 'sass';
import { describe, expect, it } from 'vitest';

// The preloader's own animation (its no-JavaScript settle) must leave `opacity` to the fade-out transition: an opacity
// animation on the same element, even one still in its delay, keeps the fade off the compositor, and a phone's main
// thread then styles and commits each of its frames during the page's load (components/layout/Preloader.module.scss).
const css = compile('components/layout/Preloader.module.scss').css;

function keyframes(name: string): string {
  return new RegExp(`@keyframes ${name}\\s*{([\\s\\S]*?)}\\s*}`).exec(css)?.[1] ?? '';
}

describe('the preloader line', () => {
  it('settles by visibility alone, leaving opacity to the fade-out transition', () => {
    expect(css).toMatch(/animation:[^;]*\bsettle\b/);
    expect(css).toMatch(/transition:\s*opacity\b/);
    expect(keyframes('settle')).toMatch(/visibility:\s*hidden/);
    expect(keyframes('settle')).not.toMatch(/opacity/);
  });
});
