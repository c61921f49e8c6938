import type { Metadata } from 'next';
import { sitePageMetadata } from '@/lib/seo/page-metadata';
import { FurnishPage } from '@/components/furnish/FurnishPage';
import { outageSafe } from '@/components/outage/outage-safe';

export const metadata: Metadata = sitePageMetadata('furnish');

export default outageSafe(FurnishPage);
