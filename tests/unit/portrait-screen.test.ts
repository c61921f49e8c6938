import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PORTRAIT_SCREEN } from '@/lib/config/image-sizes';

/** The picture a screen downloads (its <source media>, its preload) and the rules that place it name one query. */
describe('screens held upright', () => {
  it('the stylesheets place the upright picture on the screens that download it', () => {
    const scss = readFileSync('styles/_breakpoints.scss', 'utf8');
    expect(/\$portrait-screen: '([^']+)';/.exec(scss)?.[1]).toBe(PORTRAIT_SCREEN);
  });

});
