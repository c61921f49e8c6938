import type { Metadata } from 'next';
import { ErrorLayout } from '@/components/error/ErrorLayout';
import { ErrorView } from '@/components/error/ErrorView';

export const metadata: Metadata = { title: 'Страница не найдена', robots: { index: false } };

export default function NotFound() {
  return (
    <ErrorLayout>
      <ErrorView status={404} />
    </ErrorLayout>
  );
}
