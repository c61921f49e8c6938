import type { Metadata } from 'next';
import { PageHeading } from '@/components/ui/PageHeading';

const TITLE = 'Инфраструктура района';

export const metadata: Metadata = { title: TITLE };

export default function Page() {
  return <PageHeading eyebrow="Локация" title={TITLE} />;
}
