/** For servers and tests: every message of every locale, and translators over them. */
export { resources } from './resources.ts';
export { translate, translator, type DynamicTranslate, type Translate } from './translator.ts';
