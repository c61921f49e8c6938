import { handleRevalidation } from '@/lib/cache/revalidation-endpoint';

/** The CMS's revalidation webhook (docs/api.md, "Cache"). */
export const POST = handleRevalidation;
