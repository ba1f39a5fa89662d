import { describe, expect, it } from 'vitest';
import { langToLocale, localeToLang, matchLocale, negotiateLocale } from './locales.ts';

describe('locale negotiation', () => {
  it('picks the most preferred language we speak', () => {
    expect(negotiateLocale('fr-FR,ru;q=0.8,en;q=0.9')).toBe('en');
    expect(negotiateLocale('de, uz;q=0.5')).toBe('uz');
    expect(negotiateLocale('ka-GE')).toBe('ka');
    expect(negotiateLocale('az-Latn-AZ,az;q=0.9')).toBe('az');
  });

  it('gives null when none of ours is acceptable', () => {
    expect(negotiateLocale('fr, de;q=0.8')).toBeNull();
    expect(negotiateLocale('')).toBeNull();
    expect(negotiateLocale('ru;q=0')).toBeNull();
  });

  it('maps the Georgian URL prefix ge to the language code ka and back', () => {
    expect(langToLocale('ge')).toBe('ka');
    expect(localeToLang('ka')).toBe('ge');
    expect(matchLocale('ge')).toBe('ka');
    expect(langToLocale('ru')).toBe('ru');
  });
});
