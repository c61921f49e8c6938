import type { Metadata } from 'next';
import { outageSafe } from '@/components/outage/outage-safe';
import { RetailPage } from '@/components/retail/RetailPage';

export const metadata: Metadata = {
  title: 'Коммерческие помещения',
  description: 'Помещения свободного назначения на первых этажах резиденции «Вереск»: отдельные входы, витрины, потолки 4,5 м.',
};

export default outageSafe(RetailPage);
