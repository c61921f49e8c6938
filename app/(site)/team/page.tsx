import type { Metadata } from 'next';
import { sitePageMetadata } from '@/lib/seo/page-metadata';
import { outageSafe } from '@/components/outage/outage-safe';
import { TeamPage } from '@/components/team/TeamPage';

export const metadata: Metadata = sitePageMetadata('team');

export default outageSafe(TeamPage);
