import type { Metadata } from 'next';
import { outageSafe } from '@/components/outage/outage-safe';
import { ProgressPage } from '@/components/progress/ProgressPage';

// Reads the URL's query or the visitor's cookies: rendered for each request in full (complete HTML), its CMS reads cached.
export const instant = false;

export const metadata: Metadata = {
  title: 'Ход строительства',
  description: 'Фотоотчёты со стройплощадки по месяцам, готовность очередей и онлайн-камеры резиденции «Вереск».',
};

export default outageSafe(ProgressPage);
