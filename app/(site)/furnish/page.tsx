import type { Metadata } from 'next';
import { FurnishPage } from '@/components/furnish/FurnishPage';
import { outageSafe } from '@/components/outage/outage-safe';

export const metadata: Metadata = {
  title: 'Меблировка',
  description: 'Квартира под ключ в резиденции «Вереск»: пакеты меблировки по проекту дизайнеров, что входит и сколько стоит.',
};

export default outageSafe(FurnishPage);
