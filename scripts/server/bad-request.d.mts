export const TARGET_MAX_LENGTH: number;
export const REQUEST_HEAD_MAX_BYTES: number;
export function isMalformedTarget(target: string | undefined): boolean;
export function refusedTarget(target: string | undefined): 0 | 400 | 414;
export function badRequestPage(status?: 400 | 414): string;
