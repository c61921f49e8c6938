'use client';

import dynamic from 'next/dynamic';
import { useIsManager } from '@/lib/sales/use-is-manager';

const DraftPill = dynamic(() => import('./DraftPill').then((module) => module.DraftPill), { ssr: false });

/** For a signed-in sales manager, on every page: the draft selection the "В подборку" buttons fill, one click away. */
export function ManagerDraftBar() {
  return useIsManager() ? <DraftPill /> : null;
}
