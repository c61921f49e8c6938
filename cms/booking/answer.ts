/** What a booking operation answers: the HTTP status and the JSON body (Django REST style errors: `detail`, `errors`). */
export type Answer = { status: number; body: Record<string, unknown>; headers?: Record<string, string> };

export const answer = (status: number, body: Record<string, unknown>, headers?: Record<string, string>): Answer => ({ status, body, headers });

/** 429 with the seconds to wait, in the body and in Retry-After. */
export function wait(status: 429, detail: string, ms: number): Answer {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  return answer(status, { detail, retry_after: seconds }, { 'retry-after': String(seconds) });
}

/** '15 минут', '1 минуту', '2 минуты'. */
export function minutes(ms: number): string {
  const n = Math.max(1, Math.ceil(ms / 60_000));
  const mod10 = n % 10;
  const mod100 = n % 100;
  const word = mod10 === 1 && mod100 !== 11 ? 'минуту' : mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14) ? 'минуты' : 'минут';
  return `${n} ${word}`;
}
