import type { Metadata } from 'next';
import { PageHeading } from '@/components/ui/PageHeading';

export const metadata: Metadata = { title: 'Виртуальный тур' };

export default function TourPage() {
  return <PageHeading eyebrow="Проект" title="Виртуальный тур" />;
}
