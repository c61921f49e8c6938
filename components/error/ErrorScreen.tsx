'use client';

import { ErrorLayout } from './ErrorLayout';
import { ErrorView } from './ErrorView';
import { errorContent } from './error-content';

/** What app/error.tsx shows: the error layout (header only) with the message for the status and a retry. */
export default function ErrorScreen({ status, reset }: { status: number; reset: () => void }) {
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
