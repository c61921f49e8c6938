import type { Metadata } from 'next';
import { outageSafe } from '@/components/outage/outage-safe';
import { InfrastructurePage } from '@/components/infrastructure/InfrastructurePage';

export const metadata: Metadata = {
  title: 'Инфраструктура района',
  description: 'Школы, сады, клиники, парки, магазины и рестораны рядом с резиденцией на карте района — с временем в пути пешком.',
};

export default outageSafe(InfrastructurePage);
