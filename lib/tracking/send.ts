import type { CallTrackingPayload, MarketingPayload } from './payloads';

/**
 * Hands a lead to the third-party scripts when they are on the page. Never throws and never waits:
 * an ad blocker or a broken vendor script must not affect the lead, which is already stored.
 */
type TrackingWindow = Window & {
  callTracking?: { push: (payload: CallTrackingPayload) => unknown };
  mindbox?: (method: 'async', request: MarketingPayload & { onError?: (error: unknown) => void }) => unknown;
};

export function sendCallTracking(payload: CallTrackingPayload, target: Window = window): boolean {
  try {
    const queue = (target as TrackingWindow).callTracking;
    if (!queue || typeof queue.push !== 'function') return false;
    queue.push(payload);
    return true;
  } catch (error) {
    console.warn('[tracking] call tracking failed', error);
    return false;
  }
}

export function sendMarketing(payload: MarketingPayload, target: Window = window): boolean {
  try {
    const mindbox = (target as TrackingWindow).mindbox;
    if (typeof mindbox !== 'function') return false;
    mindbox('async', { ...payload, onError: (error) => console.warn('[tracking] marketing operation failed', error) });
    return true;
  } catch (error) {
    console.warn('[tracking] marketing failed', error);
    return false;
  }
}
