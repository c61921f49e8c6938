import { proxyToContentApi } from '@/lib/api/proxy';

/** Browser reads of the content API on the same origin (DESIGN.md, "Architecture"); other methods answer 405. */
const handle = (request: Request) => proxyToContentApi(request);

export const GET = handle;
export const POST = handle;
export const PUT = handle;
export const PATCH = handle;
export const DELETE = handle;
export const HEAD = handle;
