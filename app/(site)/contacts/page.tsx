import type { Metadata } from 'next';
import { PageHeading } from '@/components/ui/PageHeading';

const TITLE = 'Контакты';

export const metadata: Metadata = { title: TITLE };

export default function Page() {
  return <PageHeading eyebrow="Офис продаж" title={TITLE} />;
}
