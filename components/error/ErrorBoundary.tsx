'use client';

import { Component, type ReactNode } from 'react';
import { ErrorFallback } from './ErrorFallback';

type Props = { children: ReactNode };
type State = { error: Error | null };

/** Catches a failure of the error page itself and shows the fallback instead. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override render() {
    if (this.state.error) {
      return <ErrorFallback details={describeError(this.state.error)} />;
    }
    return this.props.children;
  }
}

export function describeError(error: Error & { digest?: string }): string {
  const parts = [error.name && error.name !== 'Error' ? error.name : 'Ошибка', error.message];
  if (error.digest) parts.push(`код: ${error.digest}`);
  return parts.filter(Boolean).join(' — ');
}
