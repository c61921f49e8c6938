import 'server-only';
import type { PDFDocument as PdfDocument, PDFObject } from 'pdf-lib';

/** The PDF keys that make a viewer run something: document and page actions, scripts, the names tree of scripts. */
const ACTION_KEYS = ['OpenAction', 'AA', 'JS', 'JavaScript'] as const;

/**
 * A CMS PDF without what a viewer would run (issue 60: a PDF's own `app.alert` ran in Chromium's viewer on the site's
 * origin): every open action, additional action, JavaScript action and the document's script names are removed, in
 * the document and in every page, annotation and form field (direct objects too). The PDF as it was when it has none
 * (the embedded CMS's documents); null when it cannot be read (then it is served as a download, never inline).
 */
export async function withoutScripts(bytes: Uint8Array): Promise<Uint8Array | null> {
  const { PDFArray, PDFDict, PDFDocument, PDFName, PDFStream } = await import('pdf-lib');
  let doc: PdfDocument;
  try {
    doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: false });
  } catch {
    return null;
  }
  const keys = ACTION_KEYS.map((key) => PDFName.of(key));
  const javaScript = PDFName.of('JavaScript');
  const kind = PDFName.of('S');
  let removed = 0;
  const seen = new Set<PDFObject>();
  const clean = (object: PDFObject | undefined): void => {
    if (!object || seen.has(object)) return;
    seen.add(object);
    const dict = object instanceof PDFStream ? object.dict : object instanceof PDFDict ? object : null;
    if (dict) {
      for (const key of keys) {
        if (dict.has(key)) {
          dict.delete(key);
          removed += 1;
        }
      }
      // An action whose type is JavaScript, wherever it hangs (a link's /A, a field's action): made inert.
      if (dict.get(kind) === javaScript) {
        dict.delete(kind);
        removed += 1;
      }
      for (const value of dict.values()) clean(value);
    } else if (object instanceof PDFArray) {
      for (let index = 0; index < object.size(); index += 1) clean(object.get(index));
    }
  };
  for (const [, object] of doc.context.enumerateIndirectObjects()) clean(object);
  clean(doc.catalog);
  if (removed === 0) return bytes;
  return doc.save({ useObjectStreams: false });
}
