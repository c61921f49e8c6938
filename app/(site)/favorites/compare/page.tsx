import type { Metadata } from 'next';
import { PageHeading } from '@/components/ui/PageHeading';

const TITLE = 'Сравнение квартир';

export const metadata: Metadata = { title: TITLE };

export default function Page() {
  return <PageHeading eyebrow="Ваш выбор" title={TITLE} />;
}
