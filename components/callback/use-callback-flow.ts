'use client';

import { useCallback, useEffect, useState } from 'react';
import { TIMINGS_MS } from '@/lib/config/constants';

/**
 * The callback panel's states (SPEC §4): form → (sending) → success → closed, or form → error → form.
 * Success counts down from 10 s, a tick each second, and closes the panel at 0.
 */
export type CallbackState = { view: 'form' } | { view: 'sending' } | { view: 'success'; secondsLeft: number } | { view: 'error'; details: string[] };

const AUTO_CLOSE_SECONDS = TIMINGS_MS.callbackAutoClose / 1000;

export function useCallbackFlow(onClose: () => void) {
  const [state, setState] = useState<CallbackState>({ view: 'form' });

  useEffect(() => {
    if (state.view !== 'success') return;
    if (state.secondsLeft <= 0) {
      onClose();
      return;
    }
    const timer = window.setTimeout(() => setState({ view: 'success', secondsLeft: state.secondsLeft - 1 }), 1000);
    return () => window.clearTimeout(timer);
  }, [state, onClose]);

  return {
    state,
    sending: useCallback(() => setState({ view: 'sending' }), []),
    succeeded: useCallback(() => setState({ view: 'success', secondsLeft: AUTO_CLOSE_SECONDS }), []),
    failed: useCallback((details: string[] = []) => setState({ view: 'error', details }), []),
    /** Back to the form with the values kept: after an error (retry) or field errors from the server. */
    backToForm: useCallback(() => setState({ view: 'form' }), []),
  };
}
