import type { Metadata } from 'next';
import { SERVER_ERROR_METADATA } from '@/components/error/NotFoundPage';
import { pageFailure } from '@/lib/errors/cms-unavailable';
import { OUTAGE_TITLE } from './outage-texts';

export const OUTAGE_METADATA: Metadata = { title: OUTAGE_TITLE, robots: { index: false } };

/** generateMetadata that gives the outage view's title (not indexed) when the CMS is unavailable and nothing was kept. */
export function metadataSafe<A extends unknown[]>(generate: (...args: A) => Promise<Metadata>): (...args: A) => Promise<Metadata> {
  return async (...args: A) => {
    try {
      return await generate(...args);
    } catch (error) {
      const failure = pageFailure(error);
      if (failure === 'outage') return OUTAGE_METADATA;
      if (failure === 505) return SERVER_ERROR_METADATA;
      throw error;
    }
  };
}
