import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from './locales.ts';
import { resources } from './resources.ts';
import type { MessageTree } from './types.ts';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function leaves(tree: MessageTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

/** Keys with plural suffixes collapse to their base; everything else stays as is. */
function baseKeys(locale: Locale): Set<string> {
  return new Set(
    [...leaves(resources[locale] as unknown as MessageTree).keys()].map((k) => k.replace(PLURAL_SUFFIX, '')),
  );
}

function pluralForms(locale: Locale): Map<string, Set<string>> {
  const forms = new Map<string, Set<string>>();
  for (const key of leaves(resources[locale] as unknown as MessageTree).keys()) {
    const match = PLURAL_SUFFIX.exec(key);
    if (!match) continue;
    const base = key.replace(PLURAL_SUFFIX, '');
    if (!forms.has(base)) forms.set(base, new Set());
    forms.get(base)!.add(match[1]!);
  }
  return forms;
}

const english = baseKeys('en');

describe.each(LOCALES.filter((l) => l !== 'en'))('the %s messages', (locale) => {
  it('have every English key and no key English lacks', () => {
    const keys = baseKeys(locale);
    expect(
      [...english].filter((k) => !keys.has(k)),
      'missing',
    ).toEqual([]);
    expect(
      [...keys].filter((k) => !english.has(k)),
      'extra',
    ).toEqual([]);
  });

  it('are not English copies', () => {
    const en = leaves(resources.en as unknown as MessageTree);
    const own = leaves(resources[locale] as unknown as MessageTree);
    const same = [...own].filter(
      ([key, text]) => en.get(key) === text && /[a-z]{4,}/i.test(text.replace(/\{\{\w+\}\}/g, '')),
    );
    // Brand and technical words may stay the same; whole sentences may not.
    expect(same.filter(([, text]) => text.split(' ').length > 2)).toEqual([]);
  });

  it('keep the placeholders of the English text', () => {
    const en = leaves(resources.en as unknown as MessageTree);
    const own = leaves(resources[locale] as unknown as MessageTree);
    for (const [key, text] of own) {
      const english = en.get(key) ?? en.get(key.replace(PLURAL_SUFFIX, '_other'));
      if (english === undefined) continue;
      const wanted = new Set(english.match(/\{\{\w+\}\}/g) ?? []);
      const found = new Set(text.match(/\{\{\w+\}\}/g) ?? []);
      expect([...found].sort(), key).toEqual([...wanted].sort());
    }
  });
});

describe.each(LOCALES)('plural forms in %s', (locale) => {
  it('cover every plural category the language needs', () => {
    const needed = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    for (const [base, forms] of pluralForms(locale)) {
      expect([...forms].sort(), base).toEqual([...needed].sort());
    }
  });
});
