import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { featureStylesheets, withFeatureStyles } from './feature-styles-plugin.ts';

const APP = fileURLToPath(new URL('../app', import.meta.url));

describe('the features’ stylesheets', () => {
  it('are found in their folders, in name order, and imported at the shell stylesheet’s marker', () => {
    const found = featureStylesheets(APP);
    expect(found).toContain('./features/wallet/wallet.css');
    expect(found).toContain('./features/dev-outbox/dev-outbox.css');
    expect(found).toEqual([...found].sort());
    const css = withFeatureStyles(readFileSync(`${APP}/styles.css`, 'utf8'), APP);
    const at = (line: string) => css.indexOf(line);
    expect(at("@import './styles/content.css';")).toBeLessThan(at("@import './features/addresses/addresses.css';"));
    expect(at("@import './features/wallet/wallet.css';")).toBeLessThan(at("@import './styles/theme.css';"));
  });

  it('refuses a shell stylesheet that lost its marker, rather than build pages without their styles', () => {
    expect(() => withFeatureStyles("@import './app.css';", APP)).toThrow(/@feature-styles/);
  });
});
