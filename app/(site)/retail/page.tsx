import type { Metadata } from 'next';
import { sitePageMetadata } from '@/lib/seo/page-metadata';
import { outageSafe } from '@/components/outage/outage-safe';
import { RetailPage } from '@/components/retail/RetailPage';

export const metadata: Metadata = sitePageMetadata('retail');

export default outageSafe(RetailPage);
