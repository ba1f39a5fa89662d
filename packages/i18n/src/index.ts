/** Safe for browsers: locales, types, the message engine and the one formatter. Every message of every locale is in `./server`. */
export * from './locales.ts';
export * from './types.ts';
export type { EnglishMessages, FullKey, MessageKey } from './keys.ts';
export { interpolate, resolveMessage, type TranslateParams } from './engine.ts';
export * from './format/index.ts';
