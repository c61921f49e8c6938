import { webFontsScript } from '@/lib/fonts/web-fonts-script';

/** The head script that switches the page to the web fonts (lib/fonts/web-fonts-script.ts); its id lets the RSC data refer to it. */
export function WebFontsScript({ faces }: { faces: readonly string[] }) {
  return <script id="web-fonts" dangerouslySetInnerHTML={{ __html: webFontsScript(faces) }} />;
}
