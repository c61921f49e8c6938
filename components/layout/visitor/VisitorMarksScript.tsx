import { visitorMarksScript } from '@/lib/lists/visitor-marks-script';

/**
 * The pre-paint script of the document head (lib/lists/visitor-marks-script.ts). Its id lets the page's RSC data
 * read its text from it rather than carry it again (scripts/server/flight-data-in-one-script.mjs).
 */
export function VisitorMarksScript() {
  return <script id="visitor-marks" dangerouslySetInnerHTML={{ __html: visitorMarksScript() }} />;
}
