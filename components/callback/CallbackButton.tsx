'use client';

import { prefetchCallbackPanel } from '@/components/callback/load-callback-panel';
import { CALLBACK_TEXTS } from '@/lib/callback/texts';
import { CALLBACK_FORM_ID } from '@/lib/config/forms';
import { useSiteStore } from '@/store/StoreProvider';

/** "Заказать звонок": opens the callback panel (it keeps working while the CMS is away: the lead outbox). */
export function CallbackButton({ className }: { className?: string }) {
  const openModal = useSiteStore((s) => s.openModal);
  return (
    <button type="button" {...prefetchCallbackPanel} className={className} onClick={() => openModal({ kind: 'callback', formId: CALLBACK_FORM_ID })}>
      {CALLBACK_TEXTS.title}
    </button>
  );
}
