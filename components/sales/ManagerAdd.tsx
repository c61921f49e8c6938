'use client';

import dynamic from 'next/dynamic';
import { useIsManager } from '@/lib/sales/use-is-manager';

const AddToSelection = dynamic(() => import('./AddToSelection').then((module) => module.AddToSelection), { ssr: false });

/** "В подборку" for a signed-in sales manager; nothing for anyone else (its code loads only for a manager). */
export function ManagerAdd({ lotId, title, size = 'small' }: { lotId: number; title: string; size?: 'small' | 'large' }) {
  return useIsManager() ? <AddToSelection lotId={lotId} title={title} size={size} /> : null;
}
