import type { RequestState } from '../lib/context.ts';
import type { HeaderSlotSource } from '../lib/header-slot.ts';
import { byFeature } from './by-feature.ts';

const SOURCES = import.meta.glob<HeaderSlotSource<unknown>>('../features/*/header-slot.server.ts', {
  eager: true,
  import: 'headerSlot',
});

/** A header slot to draw: the feature that contributes it and its data (null: drawn as "not to be had now"). */
export interface HeaderSlotData {
  feature: string;
  data: unknown;
}

/** The features' header slots, in their order (`lib/header-slot.ts`). */
export const HEADER_SLOT_SOURCES = byFeature(SOURCES)
  .map(([feature, source]) => ({ feature, source }))
  .sort((a, b) => a.source.order - b.source.order);

/** Every header slot's data for this request, loaded side by side. */
export function headerSlots(state: RequestState, request: Request): Promise<HeaderSlotData[]> {
  return Promise.all(
    HEADER_SLOT_SOURCES.map(async ({ feature, source }) => ({ feature, data: await source.load(state, request) })),
  );
}
