import { handleFeedback } from '@/lib/callback/feedback-endpoint';

/** Callback leads from the browser (bot and flood checks before the CMS stores them). */
export const POST = handleFeedback;
