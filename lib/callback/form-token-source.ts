import { LEAD_PROTECTION } from '@/lib/config/constants';

/** Where a lead form gets its token (app/api/form/token/route.ts). */
export const FORM_TOKEN_PATH = '/api/form/token/';

type Clock = { now: () => number; sleep: (ms: number) => Promise<void> };
const realClock: Clock = { now: () => Date.now(), sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)) };

async function fetchFormToken(): Promise<string> {
  const response = await fetch(FORM_TOKEN_PATH, { cache: 'no-store' });
  const body = (await response.json().catch(() => null)) as { token?: unknown } | null;
  if (!response.ok || typeof body?.token !== 'string') throw new Error(`form token: HTTP ${response.status}`);
  return body.token;
}

/**
 * The form token of one open form: asked for when the form opens, renewed when it is close to expiring,
 * and handed over no sooner than the server's minimum fill time after it was received, so a person who
 * fills the form fast, or a form whose first token request failed, is never taken for a bot.
 */
export function createFormTokenSource(fetchToken: () => Promise<string> = fetchFormToken, clock: Clock = realClock) {
  let current: Promise<{ token: string; receivedAt: number }> | null = null;
  const renew = () => {
    const request = fetchToken().then((token) => ({ token, receivedAt: clock.now() }));
    current = request;
    request.catch(() => {
      if (current === request) current = null;
    });
    return request;
  };
  return {
    /** Starts the request when the form opens; a failure is retried when the form is sent. */
    prefetch(): void {
      if (!current) renew().catch(() => undefined);
    },
    async token(): Promise<string> {
      let got = await (current ?? renew());
      if (clock.now() - got.receivedAt > LEAD_PROTECTION.tokenMaxAgeMs - 10 * 60_000) got = await renew();
      const wait = LEAD_PROTECTION.minFillMs + 100 - (clock.now() - got.receivedAt);
      if (wait > 0) await clock.sleep(wait);
      return got.token;
    },
  };
}

export type FormTokenSource = ReturnType<typeof createFormTokenSource>;
