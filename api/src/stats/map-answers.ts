import { PageCache } from '../core/public-answers/page-cache.js';
import type { PublicMapView } from './stats.types.js';

/** How long a visitor's map answer is shared with others (dropped sooner on any relayed change). */
export const MAP_ANSWER_TTL_MS = 2_000;
/** Keys come from the callers' boxes: past this many the cache starts again rather than grow. */
const MAX_ANSWERS = 2_000;

/**
 * The public map as visitors see it, per grid range, computed once for all visitors asking at the same time (in a
 * disaster everyone opens the home page at once). The server clears it on every relayed event, like the home page.
 */
export const publicMapAnswers = new PageCache<PublicMapView>(MAP_ANSWER_TTL_MS, Date.now, MAX_ANSWERS);
