import { visitorMarksScript } from '@/lib/lists/visitor-marks-script';

/** The pre-paint script of the document head (lib/lists/visitor-marks-script.ts). */
export function VisitorMarksScript() {
  return <script dangerouslySetInnerHTML={{ __html: visitorMarksScript() }} />;
}
