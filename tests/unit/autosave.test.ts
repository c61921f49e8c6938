// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAutosave, type SaveStatus } from '@/lib/sales/autosave';

/**
 * A CMS whose answers the test releases: a state is taken when its answer is released, so the order of the releases
 * decides what a naive autosave would leave in it.
 */
function heldCms() {
  const cms = { state: '', inFlight: 0, mostInFlight: 0, received: [] as string[] };
  const waiting: Array<() => void> = [];
  const send = (state: string) => {
    cms.received.push(state);
    cms.inFlight += 1;
    cms.mostInFlight = Math.max(cms.mostInFlight, cms.inFlight);
    return new Promise<{ ok: true; data: string }>((resolve) =>
      waiting.push(() => {
        cms.state = state;
        cms.inFlight -= 1;
        resolve({ ok: true, data: `saved ${state}` });
      }),
    );
  };
  /** Lets the answers wait on their turn to be released, the newest first. */
  const releaseNewestFirst = async () => {
    while (waiting.length) {
      waiting.pop()!();
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { cms, send, releaseNewestFirst };
}

afterEach(() => vi.useRealTimers());

describe('the selection editor’s autosave', () => {
  it('a change while a save is on its way is sent after it: the CMS ends with the newer state, the screen with its answer', async () => {
    const { cms, send, releaseNewestFirst } = heldCms();
    const statuses: Array<[SaveStatus, string | undefined]> = [];
    const autosave = createAutosave({ send, delayMs: 10, onStatus: (status, outcome) => statuses.push([status, outcome?.answer]) });
    autosave.change('older');
    const first = autosave.flush();
    // The older save is on its way: a newer state and its own save overlap it; answers come back newest first.
    autosave.change('newer');
    const second = autosave.flush();
    await releaseNewestFirst();
    await releaseNewestFirst();
    expect(await Promise.all([first, second])).toEqual([true, true]);
    expect(cms.state).toBe('newer');
    expect(cms.received).toEqual(['older', 'newer']);
    expect(cms.mostInFlight).toBe(1);
    // Only the latest answer reaches the screen.
    expect(statuses.filter(([status]) => status === 'saved')).toEqual([['saved', 'saved newer']]);
  });

  it('changes in a burst are one save of the last, after the pause', async () => {
    vi.useFakeTimers();
    const received: string[] = [];
    const autosave = createAutosave({ send: async (state: string) => (received.push(state), { ok: true as const, data: state }), delayMs: 20, onStatus: () => undefined });
    for (const state of ['a', 'ab', 'abc']) autosave.change(state);
    await vi.advanceTimersByTimeAsync(19);
    expect(received).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(received).toEqual(['abc']);
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
