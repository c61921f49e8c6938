import type { Metadata } from 'next';
import { sitePageMetadata } from '@/lib/seo/page-metadata';
import { outageSafe } from '@/components/outage/outage-safe';
import { TourPage } from '@/components/tour/TourPage';

export const metadata: Metadata = sitePageMetadata('tour');

export default outageSafe(TourPage);
