import { describe, expect, it } from 'vitest';
import { interpolate, resolveMessage } from './engine.ts';
import { translate, translator } from './translator.ts';

describe('messages', () => {
  it('fill {{placeholders}} and leave unknown ones as written', () => {
    expect(interpolate('Hello, {{name}}!', { name: 'Aysel' })).toBe('Hello, Aysel!');
    expect(interpolate('{{a}} and {{ b }}', { a: 1 })).toBe('1 and {{ b }}');
  });

  it('pick the plural form the language needs from count', () => {
    const tree = { left_one: '{{count}} символ', left_few: '{{count}} символа', left_many: '{{count}} символов' };
    expect(resolveMessage(tree, 'ru', 'left', { count: 1 })).toBe('1 символ');
    expect(resolveMessage(tree, 'ru', 'left', { count: 3 })).toBe('3 символа');
    expect(resolveMessage(tree, 'ru', 'left', { count: 11 })).toBe('11 символов');
    expect(resolveMessage({ n_one: 'one', n_other: 'many' }, 'en', 'n', { count: 2 })).toBe('many');
  });

  it('read nested keys and say when a key is missing', () => {
    expect(resolveMessage({ a: { b: 'deep' } }, 'en', 'a.b')).toBe('deep');
    expect(resolveMessage({ a: { b: 'deep' } }, 'en', 'a.c')).toBeUndefined();
    expect(resolveMessage({ a: 'flat' }, 'en', 'a.b')).toBeUndefined();
  });
});

describe('the server translator', () => {
  it('translates namespace.key in the locale, with plurals', () => {
    expect(translator('az')('errors.common.not_found')).toBe(translate('az', 'errors.common.not_found'));
    expect(translate('ru', 'validation.too_short', { count: 5 })).toBe('Минимальная длина — 5 символов.');
  });

  it('gives back the key for an unknown namespace or key', () => {
    expect(translate('en', 'nope.key')).toBe('nope.key');
    expect(translate('en', 'common.no_such_key')).toBe('common.no_such_key');
  });
});
