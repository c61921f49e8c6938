'use client';

import { useEffect } from 'react';
import { ErrorLayout } from '@/components/error/ErrorLayout';
import { ErrorView } from '@/components/error/ErrorView';
import { errorContent } from '@/components/error/error-content';
import { statusFromError } from '@/lib/errors/http-error';

type Props = { error: Error & { digest?: string }; reset: () => void };

/** Any error under the root layout: the error layout with the message for its status. */
export default function ErrorPage({ error, reset }: Props) {
  const status = statusFromError(error);
  useEffect(() => {
    console.warn('Ошибка страницы', status, error.digest ?? error.message);
  }, [error, status]);
  return (
    <ErrorLayout>
      <title>{errorContent(status).title}</title>
      <ErrorView
        status={status}
        action={
          <button type="button" onClick={reset}>
            Обновить страницу
          </button>
        }
      />
    </ErrorLayout>
  );
}
