import { compileString } from 'sass';
import { describe, expect, it } from 'vitest';

// Chrome on Linux and ChromeOS asks the browser process for each local() name in turn, inside the first layout
// (styles/_fonts.scss, docs/decisions/0010-simulated-lcp.md): the desktop fallbacks try those systems' metric twins
// before Arial and Times New Roman, in every face of their family.
const css = compileString("@use 'fonts';", { loadPaths: ['styles'] }).css;

function facesOf(family: string): string[] {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)]
    .map(([, body = '']) => body)
    .filter((body) => new RegExp(`font-family:\\s*["']?${family}["']?;`).test(body))
    .map((body) => /src:\s*([^;]*);/.exec(body)?.[1] ?? '');
}

describe.each([
  ['Manrope Fallback', ['Liberation Sans', 'Arimo', 'Arial', 'ArialMT']],
  ['Cormorant Fallback', ['Liberation Serif', 'Tinos', 'Times New Roman', 'TimesNewRomanPSMT']],
])('%s', (family, names) => {
  it('looks up the Linux and ChromeOS twins first in every face', () => {
    const faces = facesOf(family);
    expect(faces.length).toBeGreaterThan(1);
    for (const src of faces) expect([...src.matchAll(/local\(["']?([^"')]+)["']?\)/g)].map(([, name]) => name)).toEqual(names);
  });
});
