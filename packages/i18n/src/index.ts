export * from './locales.ts';
export * from './types.ts';
export { resources } from './resources.ts';
export { translator, type Translate, type TranslateParams } from './translator.ts';
