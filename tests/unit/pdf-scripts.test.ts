// @vitest-environment node
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { withoutScripts } = await import('@/lib/api/pdf-scripts');

const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

/** A PDF that runs a script when opened, on a page's open, and from a link (issue 60: `app.alert` ran in the viewer). */
async function scriptedPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([300, 300]);
  doc.addJavaScript('opened', 'app.alert("document")');
  const action = doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert("page")') });
  page.node.set(PDFName.of('AA'), doc.context.obj({ O: action }));
  const link = doc.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 100, 100], A: { S: 'JavaScript', JS: PDFString.of('app.alert("link")') } });
  page.node.set(PDFName.of('Annots'), doc.context.obj([doc.context.register(link)]));
  doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert("open")') }));
  return doc.save({ useObjectStreams: true });
}

describe('a CMS PDF is served without its scripts', () => {
  it('document, page and link scripts are removed; the pages stay', async () => {
    const scripted = await scriptedPdf();
    const clean = await withoutScripts(scripted);
    expect(clean).not.toBeNull();
    expect(text(clean!)).not.toMatch(/app\.alert|\/JavaScript|\/JS\b|\/OpenAction|\/AA\b/);
    expect((await PDFDocument.load(clean!)).getPageCount()).toBe(1);
  });

  it('a PDF without scripts is given back as it was', async () => {
    const doc = await PDFDocument.create();
    doc.addPage();
    const plain = await doc.save();
    expect(await withoutScripts(plain)).toBe(plain);
  });

  it('bytes that are not a PDF cannot be checked (served as a download)', async () => {
    expect(await withoutScripts(new TextEncoder().encode('<html><script>alert(1)</script>'))).toBeNull();
  });
});
