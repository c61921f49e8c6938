import type { ServerResponse } from 'node:http';

export function heldPageResponse(beforeSend: (res: ServerResponse, html: Buffer) => void): typeof ServerResponse;
