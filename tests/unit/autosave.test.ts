// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createAutosave, type SaveStatus } from '@/lib/sales/autosave';

/** A CMS that takes a state when its answer is made: the first request slow, the ones after it fast. */
function slowThenFastCms(delays: number[]) {
  const cms = { state: '', inFlight: 0, mostInFlight: 0, received: [] as string[] };
  let call = 0;
  const send = async (state: string) => {
    const delay = delays[call++] ?? 0;
    cms.received.push(state);
    cms.inFlight += 1;
    cms.mostInFlight = Math.max(cms.mostInFlight, cms.inFlight);
    await new Promise((resolve) => setTimeout(resolve, delay));
    cms.state = state;
    cms.inFlight -= 1;
    return { ok: true as const, data: `saved ${state}` };
  };
  return { cms, send };
}

describe('the selection editor’s autosave', () => {
  it('a change while a slow save is on its way is sent after it: the CMS ends with the newer state, the screen with its answer', async () => {
    const { cms, send } = slowThenFastCms([80, 5]);
    const statuses: Array<[SaveStatus, string | undefined]> = [];
    const autosave = createAutosave({ send, delayMs: 10, onStatus: (status, outcome) => statuses.push([status, outcome?.answer]) });
    autosave.change('older');
    const first = autosave.flush();
    // The slow save is on its way: a newer state and its own save overlap it.
    await new Promise((resolve) => setTimeout(resolve, 20));
    autosave.change('newer');
    const second = autosave.flush();
    expect(await Promise.all([first, second])).toEqual([true, true]);
    expect(cms.state).toBe('newer');
    expect(cms.received).toEqual(['older', 'newer']);
    expect(cms.mostInFlight).toBe(1);
    // Only the latest answer reaches the screen.
    expect(statuses.filter(([status]) => status === 'saved')).toEqual([['saved', 'saved newer']]);
  });

  it('changes in a burst are one save of the last, after the pause', async () => {
    const { cms, send } = slowThenFastCms([0]);
    const autosave = createAutosave({ send, delayMs: 20, onStatus: () => undefined });
    for (const state of ['a', 'ab', 'abc']) autosave.change(state);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(cms.received).toEqual(['abc']);
    expect(autosave.version()).toBe(3);
  });

  it('a refusal is told with its reason, and flush says the CMS does not hold the state', async () => {
    const refusal = { status: 400, detail: 'Проверьте поля подборки', errors: { title: 'Не больше 100 символов' }, retryAfter: null, attemptsLeft: null };
    const statuses: SaveStatus[] = [];
    const autosave = createAutosave({ send: async () => ({ ok: false as const, refusal }), delayMs: 10, onStatus: (status) => statuses.push(status) });
    autosave.change('x'.repeat(101));
    expect(await autosave.flush()).toBe(false);
    expect(statuses).toEqual(['pending', 'saving', 'failed']);
  });
});
