import type { UrlLang } from '@yolla/i18n';
import type { RequestState } from './context.ts';

/**
 * A feature's card on the cabinet's dashboard, server side: `features/<feature>/dashboard-card.server.ts` exports
 * one as `dashboardCard`, and `features/<feature>/dashboard-card.tsx` draws it (its default export takes
 * `DashboardCardProps`). `contributions/dashboard-cards` finds both by that name, so a new card edits no dashboard
 * file.
 */
export interface DashboardCardSource<T> {
  /** Its place among the cards (smaller first); the dashboard's own parcel and order cards follow them. */
  order: number;
  /** Its data for this request, with one call and no more; null leaves the card out (the API could not answer). */
  load: (state: RequestState) => Promise<T | null>;
}

/** What a card's component is given: its data, as `load` returned it, and the page's language. */
export interface DashboardCardProps<T> {
  data: T;
  lang: UrlLang;
}
