import type { Metadata } from 'next';
import { sitePageMetadata } from '@/lib/seo/page-metadata';
import { MortgagePage } from '@/components/mortgage/MortgagePage';
import { outageSafe } from '@/components/outage/outage-safe';

// The calculation lives in the URL (a manager sends it): rendered for each request in full, its CMS reads cached.
export const instant = false;

export const metadata: Metadata = sitePageMetadata('mortgage');

export default outageSafe(MortgagePage);
