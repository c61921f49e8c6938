import type { Metadata } from 'next';
import { outageSafe } from '@/components/outage/outage-safe';
import { TeamPage } from '@/components/team/TeamPage';

export const metadata: Metadata = {
  title: 'Команда',
  description: 'Девелопер, архитекторы, ландшафтные дизайнеры, генподрядчик и управляющая компания резиденции «Вереск» — и люди, которые ведут проект.',
};

export default outageSafe(TeamPage);
