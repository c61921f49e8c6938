import type { JsonLd as JsonLdData } from '@/lib/seo/structured-data';

/**
 * schema.org data for search engines (one a page). Not a script a browser runs (its type is data, so the CSP
 * does not apply); `<` is escaped so no CMS text can close the element.
 */
export function JsonLd({ data }: { data: JsonLdData | readonly JsonLdData[] }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script id="structured-data" type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
