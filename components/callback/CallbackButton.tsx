'use client';

import { prefetchCallbackPanel } from '@/components/callback/load-callback-panel';
import { CALLBACK_TEXTS } from '@/lib/callback/texts';
import { CALLBACK_FORM_ID } from '@/lib/config/forms';
import { useRef } from 'react';
import { useEarlyTap } from '@/lib/early-tap/use-early-tap';
import { useSiteStore } from '@/store/StoreProvider';

/**
 * "Заказать звонок" (or another topic's form and label): opens the callback panel (it keeps working while
 * the CMS is away: the lead outbox).
 */
export function CallbackButton({ className, formId = CALLBACK_FORM_ID, children = CALLBACK_TEXTS.title }: { className?: string; formId?: string; children?: string }) {
  const openModal = useSiteStore((s) => s.openModal);
  const button = useRef<HTMLButtonElement>(null);
  const open = () => openModal({ kind: 'callback', formId });
  // A tap before hydration opens the panel once it can.
  const earlyTap = useEarlyTap(`callback:${formId}`, button, open);
  return (
    <button ref={button} type="button" {...prefetchCallbackPanel} {...earlyTap} className={className} onClick={open}>
      {children}
    </button>
  );
}
