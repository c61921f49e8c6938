import type { Metadata } from 'next';
import { outageSafe } from '@/components/outage/outage-safe';
import { TourPage } from '@/components/tour/TourPage';

export const metadata: Metadata = {
  title: 'Виртуальный тур',
  description: 'Виртуальный тур по резиденции: лобби, двор, квартира-шоурум и терраса на крыше в панорамах 360°.',
};

export default outageSafe(TourPage);
