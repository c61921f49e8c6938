import type { EventEmitter } from 'node:events';

export const RENDER_TURNS: { slots: number; leaseMs: number };
export function takesTurns(url?: string): boolean;
export function createRenderQueue(options: { slots: number; leaseMs: number; setTimer?: (callback: () => void, ms: number) => unknown; clearTimer?: (timer: unknown) => void }): {
  enter(res: EventEmitter, start: () => void): void;
  readonly size: { running: number; waiting: number };
};
