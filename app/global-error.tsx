'use client';

import { ErrorFallback } from '@/components/error/ErrorFallback';
import { describeError } from '@/components/error/ErrorBoundary';

/** When even the root layout fails: the fallback with an error notice, details and a link home. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="ru">
      <body>
        <title>Произошла ошибка</title>
        <ErrorFallback details={describeError(error)} />
      </body>
    </html>
  );
}
