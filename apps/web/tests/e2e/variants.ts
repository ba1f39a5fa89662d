import { test } from '@playwright/test';

/** One run of a spec's tests: its language, whether the browser runs JavaScript, and whether axe checks its pages. */
export interface Variant {
  lang: 'en' | 'ru';
  javaScriptEnabled: boolean;
  axe: boolean;
}

/**
 * The spec's tests in three variants that cover each pair of language and JavaScript once: English with and without
 * JavaScript, Russian with it (`en, with JavaScript`, …). Russian without JavaScript would add no path of its own —
 * the forms post and redirect the same in every language, and `every-page.spec.ts` checks every page's server
 * render, what a browser without JavaScript shows, in five languages — while these journeys are the suite's longest (30–50 s each). axe runs on the
 * English pages with JavaScript.
 */
export function inEachVariant(tests: (variant: Variant) => void): void {
  for (const lang of ['en', 'ru'] as const) {
    for (const javaScriptEnabled of lang === 'en' ? [true, false] : [true]) {
      test.describe(`${lang}, ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
        test.use({ javaScriptEnabled });
        tests({ lang, javaScriptEnabled, axe: lang === 'en' && javaScriptEnabled });
      });
    }
  }
}
