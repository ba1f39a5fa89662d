import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { THEME_CSS, themeCss } from './theme-css.ts';

describe('the theme stylesheet', () => {
  it('is what MantineProvider renders for app/theme.ts (run `npm run theme:css -w @yolla/web` after a change)', () => {
    expect(readFileSync(THEME_CSS, 'utf8')).toBe(themeCss());
  });

  it('holds the theme’s own choices: the primary colour and the accessible dimmed and error colours', () => {
    const css = themeCss();
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-indigo-filled)');
    expect(css).toContain('--mantine-color-dimmed: #5c636b');
    expect(css).toContain('--mantine-color-dimmed: #b1b8bf');
  });
});
