import { test } from '@playwright/test';

/** One run of a spec's tests: its language, whether the browser runs JavaScript, and whether axe checks its pages. */
export interface Variant {
  lang: 'en' | 'ru';
  javaScriptEnabled: boolean;
  axe: boolean;
}

/**
 * The spec's tests in English and Russian, each with and without JavaScript (`en, with JavaScript`, …); axe runs on
 * the English pages with JavaScript.
 */
export function inEachVariant(tests: (variant: Variant) => void): void {
  for (const lang of ['en', 'ru'] as const) {
    for (const javaScriptEnabled of [true, false]) {
      test.describe(`${lang}, ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
        test.use({ javaScriptEnabled });
        tests({ lang, javaScriptEnabled, axe: lang === 'en' && javaScriptEnabled });
      });
    }
  }
}
