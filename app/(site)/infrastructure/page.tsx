import type { Metadata } from 'next';
import { sitePageMetadata } from '@/lib/seo/page-metadata';
import { outageSafe } from '@/components/outage/outage-safe';
import { InfrastructurePage } from '@/components/infrastructure/InfrastructurePage';

export const metadata: Metadata = sitePageMetadata('infrastructure');

export default outageSafe(InfrastructurePage);
