import { proxyToContentApi } from '@/lib/api/proxy';

/** Browser calls to the content API on the same origin (DESIGN.md, "Architecture"). */
const handle = (request: Request) => proxyToContentApi(request);

export const GET = handle;
export const POST = handle;
export const PUT = handle;
export const PATCH = handle;
export const DELETE = handle;
export const HEAD = handle;
