import { ERROR_CODES } from '@yolla/contract';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales.ts';
import { resources } from './resources.ts';
import type { MessageTree } from './types.ts';

function leaves(tree: MessageTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leaves(value, `${prefix}${key}.`),
  );
}

describe.each(LOCALES)('the %s error messages', (locale) => {
  it('name every error code of the contract, and nothing else', () => {
    const messages = leaves(resources[locale].errors).sort();
    expect(messages).toEqual([...ERROR_CODES].sort());
  });
});
