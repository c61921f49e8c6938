import { managerHandler } from '@/lib/sales/site-endpoint';

type Context = { params: Promise<{ path: string[] }> };
const handle = async (request: Request, { params }: Context) => managerHandler(request, (await params).path);

/** The sales managers' calls (lib/sales/site-endpoint.ts): sign-in by SMS code and the selections. */
export const GET = handle;
export const POST = handle;
export const PATCH = handle;
export const DELETE = handle;
