import { describe, expect, it } from 'vitest';
import { cleanLine, createReportLog } from '@/lib/security/report-log';

/** Issue 60: a flood of CSP reports must not flood the log, nor write control characters into it. */
function harness(maxDistinct = 200) {
  let time = 0;
  const lines: string[] = [];
  const timers: Array<() => void> = [];
  const log = createReportLog((line) => lines.push(line), { now: () => time, maxDistinct, schedule: (flush) => timers.push(flush) });
  return { log, lines, advance: (ms: number) => (time += ms), fire: () => timers.splice(0).forEach((flush) => flush()) };
}

describe('the reports log', () => {
  it('writes 1,000 identical reports as one line, then their count once the minute ends', () => {
    const { log, lines, fire } = harness();
    for (let i = 0; i < 1000; i += 1) log.add('[csp] blocked script-src inline on https://site/: x');
    expect(lines).toEqual(['[csp] blocked script-src inline on https://site/: x']);
    fire();
    expect(lines).toEqual(['[csp] blocked script-src inline on https://site/: x', '[csp] blocked script-src inline on https://site/: x (×999 more in the last minute)']);
  });

  it('a new minute writes a known line again', () => {
    const { log, lines, advance } = harness();
    log.add('a');
    advance(60_000);
    log.add('a');
    expect(lines).toEqual(['a', 'a']);
  });

  it('past the distinct lines a minute, reports are counted, not written', () => {
    const { log, lines, fire } = harness(3);
    for (let i = 0; i < 50; i += 1) log.add(`line ${i}`);
    expect(lines).toHaveLength(3);
    fire();
    expect(lines.at(-1)).toBe('[csp] 47 more distinct reports in the last minute were counted, not logged');
  });

  it.each([
    ['ESC and BEL', 'a\u001b[31mred\u0007', 'a [31mred'],
    ['NUL', 'a\u0000b', 'a b'],
    ['a line break (a forged log line)', 'a\n[csp] forged', 'a [csp] forged'],
    ['right-to-left override', 'evil\u202egnp.exe', 'evil gnp.exe'],
    ['bidi isolates and marks', '\u2066a\u2069\u200fb', 'a b'],
    ['C1 controls', 'a\u009bb', 'a b'],
  ])('strips %s', (_, raw, clean) => {
    expect(cleanLine(raw)).toBe(clean);
  });
});
