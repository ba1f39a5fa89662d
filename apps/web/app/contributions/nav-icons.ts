import type { ComponentType } from 'react';
import { byFeature } from './by-feature.ts';

/** An icon of the side navigation, as Tabler's icons take their props. */
export type NavIcon = ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;

const FILES = import.meta.glob<NavIcon>('../features/*/nav-icon.tsx', { eager: true, import: 'default' });

/**
 * The cabinet's side-navigation icons, by feature folder: a feature whose page the site map puts in the side
 * navigation (`cabinetNav: { icon: '<feature folder>' }`) draws its entry with `features/<feature>/nav-icon.tsx`,
 * found here by that name, so a new screen edits no icon table.
 */
export const NAV_ICONS: Readonly<Record<string, NavIcon>> = Object.fromEntries(byFeature(FILES));
