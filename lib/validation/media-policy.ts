/**
 * How CMS media may be served on the site's origin (issue 41): a file from the CMS must never run script
 * there. Pure rules, shared by the site's media proxy (lib/api/proxy.ts) and the embedded CMS (its uploads
 * and its media answers).
 *
 * - Every media answer carries MEDIA_CSP: nothing loads, nothing runs (`sandbox` also makes an SVG or a PDF
 *   opened on its own a document of an opaque origin, without the site's cookies); an SVG keeps its drawing.
 * - Pictures, video, sound and PDF are shown inline; HTML and XML documents (which can carry script) are
 *   refused; anything else is a download.
 */
export const MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export type MediaDelivery = 'inline' | 'attachment' | 'refused';

const INLINE = /^(image|video|audio)\/[a-z0-9.+-]+$|^application\/pdf$/;
const DOCUMENT = /^(text\/(html|xml|xsl)|application\/(xhtml\+xml|xml|xslt\+xml|rdf\+xml|mathml\+xml)|image\/svg\+xml-compressed)$|\+xml$/;

/** The media type of a Content-Type value: `image/svg+xml; charset=utf-8` → `image/svg+xml`. */
const mediaTypeOf = (contentType: string | null | undefined): string => (contentType ?? '').split(';')[0]!.trim().toLowerCase();

/** How a file of this Content-Type is served. An SVG is a picture (its scripts are off under MEDIA_CSP). */
export function mediaDelivery(contentType: string | null | undefined): MediaDelivery {
  const type = mediaTypeOf(contentType);
  if (type === 'image/svg+xml') return 'inline';
  if (!type || DOCUMENT.test(type)) return 'refused';
  return INLINE.test(type) ? 'inline' : 'attachment';
}

/** A file name for Content-Disposition: the last part of the path, safe characters only. */
export function attachmentName(path: string): string {
  const name = (path.split('/').pop() ?? '').replace(/[^\w.-]+/g, '_').slice(0, 120);
  return name || 'file';
}
