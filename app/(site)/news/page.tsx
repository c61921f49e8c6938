import type { Metadata } from 'next';
import { PageHeading } from '@/components/ui/PageHeading';

const TITLE = 'Новости';

export const metadata: Metadata = { title: TITLE };

export default function Page() {
  return <PageHeading eyebrow="Пресс-центр" title={TITLE} />;
}
