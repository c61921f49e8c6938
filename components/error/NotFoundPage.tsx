import type { Metadata } from 'next';
import { ErrorLayout } from './ErrorLayout';
import { ErrorView } from './ErrorView';
import { PageStatus } from './PageStatus';

export const NOT_FOUND_METADATA: Metadata = { title: 'Страница не найдена', robots: { index: false } };
export const SERVER_ERROR_METADATA: Metadata = { title: 'Ошибка на стороне сервера', robots: { index: false } };

/**
 * "Page not found" rendered by a page itself, complete in the server HTML with status 404 (PageStatus).
 * Pages use it instead of Next's notFound(), which gives an empty shell for pages rendered on their first
 * visit (vercel/next.js#95613); app/not-found.tsx stays for addresses no route matches.
 */
export function NotFoundPage() {
  return <StatusErrorPage status={404} />;
}

/** An error page of SPEC §8 rendered by the page itself (404, or 505 when the CMS answers 505), with that status. */
export function StatusErrorPage({ status }: { status: 404 | 505 }) {
  return (
    <>
      <PageStatus status={status} />
      <ErrorLayout>
        <ErrorView status={status} />
      </ErrorLayout>
    </>
  );
}
