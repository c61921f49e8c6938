export type PageData = { value: null | ({ kind: string } & Record<string, unknown>); lastModified?: number; cacheControl?: unknown };

export type PageMemoryLimits = {
  maxBytes: number;
  probationMaxBytes: number;
  frontBytes: number;
  frontProbationBytes: number;
  probationIdleMs: number;
  protectedIdleMs: number;
  frontIdleMs: number;
  promoteAfterMs?: number;
};

export type PageMemory = {
  get(key: string): PageData | undefined;
  set(key: string, data: PageData): void;
  readonly size: { entries: number; probation: number; bytes: number; packing: number; unpacked: number; unpackedBytes: number };
  close(): void;
};

export function memoryBytes(data: PageData): number;
export function pack(data: PageData): Promise<{ packed: object; bytes: number }>;
export function createPageMemory(limits: PageMemoryLimits): PageMemory;
