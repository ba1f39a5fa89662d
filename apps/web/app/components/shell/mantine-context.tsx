import {
  MantineContext,
  useProviderColorScheme,
  type CSSVariablesResolver,
  type MantineColorSchemeManager,
} from '@mantine/core';
import type { ReactNode } from 'react';

const rootElement = () => document.documentElement;

interface Props {
  colorSchemeManager: MantineColorSchemeManager;
  cssVariablesResolver: CSSVariablesResolver;
  getStyleNonce: () => string | undefined;
  children: ReactNode;
}

/**
 * What Mantine's components read from `MantineProvider`, without the provider: the colour scheme (the same manager,
 * attribute and system-scheme listener, through Mantine's own hook), the class-name prefix and the style nonce. The
 * theme is not here: the pieces that render a Mantine component carry it (`components/ui/mantine-theme.tsx`), so
 * the default theme and its colour functions are off the first load of a page that shows none. Our theme's CSS variables and global classes are static, in the stylesheet (`styles/theme.css`), so
 * the page never renders them, and the provider's code that would (its variables resolver and colour functions)
 * stays out of the browser's first load.
 */
export function MantineContextProvider({ colorSchemeManager, cssVariablesResolver, getStyleNonce, children }: Props) {
  const { colorScheme, setColorScheme, clearColorScheme } = useProviderColorScheme({
    manager: colorSchemeManager,
    defaultColorScheme: 'auto',
    getRootElement: rootElement,
    forceColorScheme: undefined,
  });
  const value = {
    colorScheme,
    setColorScheme,
    clearColorScheme,
    getRootElement: rootElement,
    classNamesPrefix: 'mantine',
    getStyleNonce,
    cssVariablesResolver,
    cssVariablesSelector: ':root',
    withStaticClasses: true,
    deduplicateInlineStyles: false,
  };
  return <MantineContext value={value}>{children}</MantineContext>;
}
