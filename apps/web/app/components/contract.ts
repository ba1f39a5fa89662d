import { deferred } from './ui/deferred.ts';

/**
 * The contract's schemas (and zod under them) for validating in the browser, fetched when a form is first
 * used rather than with the page: `await contract.load()` before parsing; `prefetch` on first focus.
 */
export const contract = deferred(() => import('@yolla/contract'));
