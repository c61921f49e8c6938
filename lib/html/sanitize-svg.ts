import 'server-only';
import sanitizeHtml from 'sanitize-html';

const SHAPES = ['svg', 'g', 'title', 'desc', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'path', 'text', 'tspan'];
const PAINT = ['fill', 'fill-opacity', 'stroke', 'stroke-width', 'stroke-opacity', 'stroke-linecap', 'stroke-linejoin', 'stroke-dasharray', 'opacity', 'transform'];
const GEOMETRY = ['x', 'y', 'width', 'height', 'rx', 'ry', 'cx', 'cy', 'r', 'x1', 'y1', 'x2', 'y2', 'points', 'd', 'dx', 'dy'];
const TEXT = ['text-anchor', 'dominant-baseline', 'font-size', 'font-weight', 'letter-spacing'];

/**
 * A CMS drawing (an SVG plan) made safe to put into the page: shapes and text only — no scripts, styles,
 * links, foreign objects or external references; no element ids (they could clash with the page's).
 * The font family is dropped, so the text takes the site's font from the page (issue 13).
 * `labels: false` drops the text too (a list card's thumbnail, lib/lots/plan-thumbnail.ts).
 */
export function sanitizeSvg(svg: string, { labels = true }: { labels?: boolean } = {}): string {
  return sanitizeHtml(svg, {
    ...(labels ? {} : { exclusiveFilter: (frame: sanitizeHtml.IFrame) => frame.tag === 'text' }),
    allowedTags: SHAPES,
    allowedAttributes: {
      svg: ['xmlns', 'viewBox', 'width', 'height', 'preserveAspectRatio'],
      '*': [...PAINT, ...GEOMETRY, ...TEXT, 'data-lot-id', 'data-room'],
    },
    allowedSchemes: [],
    parser: { lowerCaseTags: false, lowerCaseAttributeNames: false, xmlMode: true },
    selfClosing: ['rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'path'],
  });
}
