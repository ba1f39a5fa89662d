import { param, searchSchema } from '../../lib/search-params.ts';

/** `/{lang}/dev/outbox`'s query: one recipient's messages (`?to=+998…` or an e-mail address), else everyone's. */
export const outboxSearch = searchSchema({ to: param.text(254) });
