'use client';

import { prefetchCallbackPanel } from '@/components/callback/load-callback-panel';
import { CALLBACK_TEXTS } from '@/lib/callback/texts';
import { CALLBACK_FORM_ID } from '@/lib/config/forms';
import { useSiteStore } from '@/store/StoreProvider';

/**
 * "Заказать звонок" (or another topic's form and label): opens the callback panel (it keeps working while
 * the CMS is away: the lead outbox).
 */
export function CallbackButton({ className, formId = CALLBACK_FORM_ID, children = CALLBACK_TEXTS.title }: { className?: string; formId?: string; children?: string }) {
  const openModal = useSiteStore((s) => s.openModal);
  return (
    <button type="button" {...prefetchCallbackPanel} className={className} onClick={() => openModal({ kind: 'callback', formId })}>
      {children}
    </button>
  );
}
