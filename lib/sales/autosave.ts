import type { Refusal, Result } from '@/lib/http/browser-call';

export type SaveStatus = 'pending' | 'saving' | 'saved' | 'failed';

type Options<S, A> = {
  /** Sends one state; its answer says whether the CMS took it. */
  send: (state: S) => Promise<Result<A>>;
  /** How long after the last change a save goes. */
  delayMs: number;
  /** Every change of status; `answer` with 'saved' (the CMS's view of the latest state), `refusal` with 'failed'. */
  onStatus: (status: SaveStatus, outcome?: { answer?: A; refusal?: Refusal }) => void;
};

/**
 * An editor's autosave (issue 62): a change is sent a moment after typing stops; one save is in flight at a time, and a
 * change made while it is on its way is sent after it, the latest state only. So the CMS ends with what is on screen
 * however the answers are ordered, and an older answer never lands over a newer state.
 */
export function createAutosave<S, A>({ send, delayMs, onStatus }: Options<S, A>) {
  let waiting: S | null = null;
  let inFlight: Promise<boolean> | null = null;
  let lastOk = true;
  let timer: ReturnType<typeof setTimeout> | null = null;
  /** Moves with every change: lets a caller see whether something was changed while it waited. */
  let version = 0;

  const stopTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  async function sendOne(state: S): Promise<boolean> {
    onStatus('saving');
    const result = await send(state);
    lastOk = result.ok;
    // A newer state waits: the answer to this one is not what is on screen; the next answer will be.
    if (waiting !== null) return result.ok;
    if (result.ok) onStatus('saved', { answer: result.data });
    else onStatus('failed', { refusal: result.refusal });
    return result.ok;
  }

  /** Saves now what is waiting, after the save in flight: true when the CMS took the latest state. */
  async function flush(): Promise<boolean> {
    stopTimer();
    for (;;) {
      if (inFlight) {
        await inFlight;
        continue;
      }
      if (waiting === null) return lastOk;
      const state = waiting;
      waiting = null;
      inFlight = sendOne(state);
      try {
        await inFlight;
      } finally {
        inFlight = null;
      }
    }
  }

  return {
    /** The state on screen changed: saved after `delayMs` without a further change. */
    change(state: S) {
      waiting = state;
      version += 1;
      onStatus('pending');
      stopTimer();
      timer = setTimeout(() => void flush(), delayMs);
    },
    flush,
    version: () => version,
    dispose: stopTimer,
  };
}

export type Autosave<S, A> = ReturnType<typeof createAutosave<S, A>>;
