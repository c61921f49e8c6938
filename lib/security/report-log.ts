import { UNSAFE_CHARACTERS } from '@/lib/validation/unsafe-characters';

/**
 * A log of reports a stranger can send (CSP reports): each distinct line once, its repeats counted and written as one
 * line a minute; control characters (ESC, BEL, NUL…) and bidi overrides stripped, so a report cannot forge or hide log
 * lines; at most `maxDistinct` lines are tracked a minute (a flood of distinct reports is counted, not logged).
 */
export type ReportLog = { add: (line: string) => void };


/** The line as it is logged: one line, no control or bidi characters. */
export const cleanLine = (line: string) => line.replace(UNSAFE_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();

type Options = { windowMs?: number; maxDistinct?: number; now?: () => number; schedule?: (flush: () => void, ms: number) => void };

/** Runs `flush` once after `ms`, never keeping the process alive for it. */
const laterUnref = (flush: () => void, ms: number) => {
  setTimeout(flush, ms).unref();
};

export function createReportLog(write: (line: string) => void, { windowMs = 60_000, maxDistinct = 200, now = Date.now, schedule = laterUnref }: Options = {}): ReportLog {
  let started = now();
  let counts = new Map<string, number>();
  let dropped = 0;
  let scheduled = false;

  const flush = () => {
    scheduled = false;
    for (const [line, count] of counts) if (count > 1) write(`${line} (×${count - 1} more in the last minute)`);
    if (dropped) write(`[csp] ${dropped} more distinct reports in the last minute were counted, not logged`);
    counts = new Map();
    dropped = 0;
    started = now();
  };

  return {
    add(line) {
      if (now() - started >= windowMs) flush();
      // The minute's counts are written when it ends, even if no report follows.
      if (!scheduled) {
        scheduled = true;
        schedule(() => {
          if (scheduled) flush();
        }, Math.max(0, windowMs - (now() - started)));
      }
      const clean = cleanLine(line);
      const seen = counts.get(clean);
      if (seen !== undefined) {
        counts.set(clean, seen + 1);
        return;
      }
      if (counts.size >= maxDistinct) {
        dropped += 1;
        return;
      }
      counts.set(clean, 1);
      write(clean);
    },
  };
}
