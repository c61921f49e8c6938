import type { ReactNode } from 'react';
import { claimStaleNotice } from '@/lib/api/cached-read';
import { StatusErrorPage } from '@/components/error/NotFoundPage';
import { pageFailure } from '@/lib/errors/cms-unavailable';
import { OutageView, type OutageOptions } from './OutageView';
import { StaleDataNotice } from './StaleDataNotice';

/**
 * Wraps a page or a block that loads CMS data on the server. Rendered from last-good data, it gets the
 * quiet notice; when the CMS is unavailable and nothing was kept, the outage view takes its place, in the
 * server HTML with status 200 (a thrown error would give Next's empty error shell, vercel/next.js#95613);
 * the CMS's 505 gives the server-error page of SPEC §8 with status 505, also in the server HTML.
 * `heading` 2 for a block under the page's own h1.
 */
export function outageSafe<P extends object>(render: (props: P) => Promise<ReactNode>, options: OutageOptions = {}): (props: P) => Promise<ReactNode> {
  return async function OutageSafe(props: P) {
    let content: ReactNode;
    try {
      content = await render(props);
    } catch (error) {
      const failure = pageFailure(error);
      if (failure === 'outage') return <OutageView {...options} />;
      if (failure === 505) return <StatusErrorPage status={505} />;
      throw error;
    }
    return claimStaleNotice() ? (
      <>
        <StaleDataNotice />
        {content}
      </>
    ) : (
      content
    );
  };
}
