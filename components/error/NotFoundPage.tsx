import type { Metadata } from 'next';
import { ErrorLayout } from './ErrorLayout';
import { ErrorView } from './ErrorView';
import { PageStatus } from './PageStatus';

export const NOT_FOUND_METADATA: Metadata = { title: 'Страница не найдена', robots: { index: false } };

/**
 * "Page not found" rendered by a page itself, complete in the server HTML with status 404 (PageStatus).
 * Pages use it instead of Next's notFound(), which gives an empty shell for pages rendered on their first
 * visit (vercel/next.js#95613); app/not-found.tsx stays for addresses no route matches.
 */
export function NotFoundPage() {
  return (
    <>
      <PageStatus status={404} />
      <ErrorLayout>
        <ErrorView status={404} />
      </ErrorLayout>
    </>
  );
}
