import 'server-only';
import sanitizeHtml from 'sanitize-html';
import { typograph } from '@/lib/text/typography';

/** CMS-supplied HTML (news bodies, privacy policy, FAQ answers) is cleaned on the server; its text gets the typography rule. */
export function sanitizeCmsHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ['h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'a', 'br', 'blockquote', 'figure', 'figcaption', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
    allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    // Pictures in a body are below the fold: fetched as they near the screen.
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
      img: sanitizeHtml.simpleTransform('img', { loading: 'lazy', decoding: 'async' }),
    },
    textFilter: (text) => typograph(text),
  });
}
