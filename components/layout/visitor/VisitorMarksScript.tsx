import { earlyTapScript } from '@/lib/early-tap/early-tap';
import { visitorMarksScript } from '@/lib/lists/visitor-marks-script';

/** Its text: the visitor's marks and the keeper of taps made before hydration, one script for both. */
const PRE_PAINT_SCRIPT = visitorMarksScript() + earlyTapScript();

/**
 * The pre-paint script of the document head (lib/lists/visitor-marks-script.ts, lib/early-tap/early-tap.ts). Its id
 * is how the front server knows it for the site's own (scripts/server/csp.mjs).
 */
export function VisitorMarksScript() {
  return <script id="visitor-marks" dangerouslySetInnerHTML={{ __html: PRE_PAINT_SCRIPT }} />;
}
