import { createTheme } from '@mantine/core';

/** Yolla's look: deep indigo for actions (AA contrast on white and dark), amber as the accent. */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 7, dark: 4 },
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Georgian", Arial, sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
});

export const COLOR_SCHEME_KEY = 'yolla-color-scheme';

/**
 * Runs before first paint: applies the saved or system colour scheme as Mantine's attribute
 * and as the `dark` class, so neither flashes.
 */
export const colorSchemeScript = `try{var s=localStorage.getItem(${JSON.stringify(COLOR_SCHEME_KEY)});var c=s==='light'||s==='dark'?s:(matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light');var d=document.documentElement;d.setAttribute('data-mantine-color-scheme',c);d.classList.toggle('dark',c==='dark');}catch(e){}`;
