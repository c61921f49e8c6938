export const TAGS_KEY: string;
export const TAGS_CHANNEL: string;
export function shareThrough(url: string): { close(): void };
export function forgetAll(): void;
export function merge(updates: Record<string, { stale?: number; expired?: number }>): void;
