import type { UrlLang } from '@yolla/i18n';
import type { RequestState } from './context.ts';

/**
 * A feature's place in the cabinet header (the wallet's balance, the notifications' bell), server side:
 * `features/<feature>/header-slot.server.ts` exports one as `headerSlot`, and `features/<feature>/header-slot.tsx`
 * draws it (its default export takes `HeaderSlotProps`). `contributions/header-slots` finds both by that name and
 * the cabinet layout loads them on every navigation, so a new one edits no layout file.
 */
export interface HeaderSlotSource<T> {
  /** Its place in the header, before the account menu (smaller first). */
  order: number;
  /** Its data for this request, cheap (the layout runs on every cabinet navigation); null when it could not be had. */
  load: (state: RequestState, request: Request) => Promise<T | null>;
}

/** What a header slot's component is given: its data (null: not to be had now) and the page's language. */
export interface HeaderSlotProps<T> {
  data: T | null;
  lang: UrlLang;
}
