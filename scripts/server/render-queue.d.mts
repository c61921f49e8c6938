import type { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';

export type TurnKind = 'cached' | 'render' | 'background';
export const RENDER_TURNS: { slots: number; leaseMs: number; agingMs: number };
export function takesTurns(url?: string): boolean;
export function createRenderQueue(options: { slots: number; leaseMs: number; agingMs?: number; now?: () => number; setTimer?: (callback: () => void, ms: number) => unknown; clearTimer?: (timer: unknown) => void; defer?: (callback: () => void) => unknown; arrivals?: () => number; maxRounds?: number }): {
  enter(res: EventEmitter, start: () => void, kind?: TurnKind): void;
  readonly size: { running: number; waiting: number };
};
export function createCachedPages(options?: { maxPaths?: number }): {
  has(req: Pick<IncomingMessage, 'url' | 'headers'>): boolean;
  note(req: Pick<IncomingMessage, 'url' | 'headers'>, res: Pick<ServerResponse, 'statusCode' | 'getHeader'>): void;
};
