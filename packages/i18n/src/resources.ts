import az from './messages/az/index.ts';
import en from './messages/en/index.ts';
import ka from './messages/ka/index.ts';
import ru from './messages/ru/index.ts';
import uz from './messages/uz/index.ts';
import type { Locale } from './locales.ts';
import type { Messages } from './types.ts';

/** Every message of every locale, statically imported: for servers and tests. Browsers get what a page rendered with, and `loadNamespace` for more. */
export const resources: Record<Locale, Messages> = { az, en, ru, uz, ka };
