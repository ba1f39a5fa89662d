import { MantineThemeProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { theme } from '../../theme.ts';

/**
 * Our theme for the Mantine components below it. Only the pieces that render a Mantine component carry it (the
 * deferred menus, drawer, tooltip, multi-select and toasts; the cabinet's avatar and copy button): the root gives
 * Mantine's context (colour scheme, class names) alone, so the default theme and its colour functions stay out of
 * every page's first load (decision 0018). The plain controls of `components/ui/` need no theme.
 */
export function MantineTheme({ children }: { children: ReactNode }) {
  return <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>;
}
