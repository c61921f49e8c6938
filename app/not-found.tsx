import { ErrorLayout } from '@/components/error/ErrorLayout';
import { ErrorView } from '@/components/error/ErrorView';
import { NOT_FOUND_METADATA } from '@/components/error/NotFoundPage';

export const metadata = NOT_FOUND_METADATA;

export default function NotFound() {
  return (
    <ErrorLayout>
      <ErrorView status={404} />
    </ErrorLayout>
  );
}
