import type { Metadata } from 'next';
import { PageHeading } from '@/components/ui/PageHeading';

const TITLE = 'Команда';

export const metadata: Metadata = { title: TITLE };

export default function Page() {
  return <PageHeading eyebrow="О проекте" title={TITLE} />;
}
