import type { Metadata } from 'next';
import { PageHeading } from '@/components/ui/PageHeading';

const TITLE = 'Коммерческие помещения';

export const metadata: Metadata = { title: TITLE };

export default function Page() {
  return <PageHeading eyebrow="Ритейл" title={TITLE} />;
}
