'use client';

import { lazy, Suspense, useEffect } from 'react';
import { statusFromError } from '@/lib/errors/http-error';

type Props = { error: Error & { digest?: string }; reset: () => void };

/**
 * The error screen loads with the error, not with every page: Next loads this boundary's code on every page,
 * and what it imports statically went into a chunk of its own beside the layout's, with a second copy of the
 * modules both use (the header's icons, paths and texts, Next's link, clsx, the typography rule: 15 kB).
 */
const ErrorScreen = lazy(() => import('@/components/error/ErrorScreen'));

/** Any error under the root layout: the error layout with the message for its status. */
export default function ErrorPage({ error, reset }: Props) {
  const status = statusFromError(error);
  useEffect(() => {
    console.warn('Ошибка страницы', status, error.digest ?? error.message);
  }, [error, status]);
  return (
    <Suspense fallback={null}>
      <ErrorScreen status={status} reset={reset} />
    </Suspense>
  );
}
