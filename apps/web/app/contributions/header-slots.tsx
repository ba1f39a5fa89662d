import type { ComponentType } from 'react';
import type { UrlLang } from '@yolla/i18n';
import { byFeature } from './by-feature.ts';
import type { HeaderSlotData } from './header-slots.server.ts';

/** A slot's component, whatever its data: each is handed the data its own `load` returned. */
type SlotComponent = ComponentType<{ data: never; lang: UrlLang }>;

const FILES = import.meta.glob<SlotComponent>('../features/*/header-slot.tsx', { eager: true, import: 'default' });

/** The features' header slot components, by feature folder. */
export const HEADER_SLOT_COMPONENTS: Readonly<Record<string, SlotComponent>> = Object.fromEntries(byFeature(FILES));

/** The contributed header slots, in the order the server loaded them. */
export function HeaderSlots({ slots, lang }: { slots: HeaderSlotData[]; lang: UrlLang }) {
  return slots.map(({ feature, data }) => {
    const Slot = HEADER_SLOT_COMPONENTS[feature];
    return Slot ? <Slot key={feature} data={data as never} lang={lang} /> : null;
  });
}
