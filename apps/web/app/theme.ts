import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/** Yolla's look: deep indigo for actions (AA contrast on white and dark), amber as the accent. */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Georgian", Arial, sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
});

/** Dimmed and error text with WCAG AA contrast (4.5:1) on every background we use, in both schemes. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c636b', '--mantine-color-error': '#c92a2a' },
  dark: { '--mantine-color-dimmed': '#b1b8bf', '--mantine-color-error': '#ff8787' },
});

export const COLOR_SCHEME_KEY = 'yolla-color-scheme';

/**
 * Runs before first paint: applies the saved or system colour scheme as Mantine's attribute
 * and as the `dark` class, so neither flashes.
 */
export const colorSchemeScript = `try{var s=localStorage.getItem(${JSON.stringify(COLOR_SCHEME_KEY)});var c=s==='light'||s==='dark'?s:(matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light');var d=document.documentElement;d.setAttribute('data-mantine-color-scheme',c);d.classList.toggle('dark',c==='dark');}catch(e){}`;
