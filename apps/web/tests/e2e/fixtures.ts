import AxeBuilder from '@axe-core/playwright';
import { expect, type BrowserContext, type Page } from '@playwright/test';

export const DEMO = {
  email: 'demo@yolla.test',
  phone: '+994501234567',
  password: 'yolla-demo-2026',
  code: /^YL\d{5,}$/,
};

/** Signs the demo customer in through the real sign-in form action (the server sets the cookies). */
export async function signIn(page: Page, lang = 'en'): Promise<void> {
  const response = await page.request.post(`/${lang}/login`, {
    form: { username: DEMO.email, password: DEMO.password },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
}

export async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies()).find((c) => c.name === name);
}

/** A client-side navigation marker: it survives SPA navigations and disappears on a full page load. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __yollaMarker?: number }).__yollaMarker = 1;
  });
}

export async function documentWasReplaced(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __yollaMarker?: number }).__yollaMarker === undefined);
}

/** Waits until React has hydrated the page (the app marks <html> once hydrated). */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/**
 * Switches the page's colour scheme and waits until it has settled: the media query matches, the page has drawn
 * two frames since (Mantine's scheme listener and React have run), and nothing is still animating.
 */
export async function setColorScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await page.waitForFunction((dark) => matchMedia('(prefers-color-scheme: dark)').matches === dark, scheme === 'dark');
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => animation.playState !== 'running'),
    undefined,
    { timeout: 5000 },
  );
}

/**
 * The axe rules whose outcome a colour scheme can change: the schemes differ in colours only (the same markup, the
 * same layout), so a page checked with every rule in one scheme needs only these in the other.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * No serious or critical accessibility violations (WCAG 2.1 A and AA rules); `colours` runs only the rules a colour
 * scheme can change, for the second scheme of a page already checked with every rule.
 */
export async function expectAccessible(page: Page, rules: 'all' | 'colours' = 'all'): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const results = await (rules === 'colours' ? builder.withRules(COLOUR_RULES) : builder).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    'serious or critical axe violations',
  ).toEqual([]);
}

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/**
 * axe on a phone and a desktop, of the page as it is now: every rule in light, the colour rules in dark; the viewport
 * is restored after.
 */
export async function accessibleEverywhere(page: Page): Promise<void> {
  const size = page.viewportSize();
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await setColorScheme(page, 'light');
    await expectAccessible(page);
    await setColorScheme(page, 'dark');
    await expectAccessible(page, 'colours');
  }
  if (size) await page.setViewportSize(size);
}

/** Two page languages for behaviours that must hold in every language, with the words the tests click. */
export const TWO_LANGUAGES = [
  {
    lang: 'en',
    signInLink: 'Sign in',
    signInHeading: 'Sign in',
    homeLink: 'Home',
    overview: 'Overview',
    trackingPlaceholder: /Tracking number/,
    track: 'Track',
    username: 'Phone or e-mail',
    password: 'Password',
    submit: 'Sign in',
  },
  {
    lang: 'ru',
    signInLink: 'Войти',
    signInHeading: 'Вход в кабинет',
    homeLink: 'Главная',
    overview: 'Обзор',
    trackingPlaceholder: /Трек-номер/,
    track: 'Найти',
    username: 'Телефон или e-mail',
    password: 'Пароль',
    submit: 'Войти',
  },
] as const;

export type Language = (typeof TWO_LANGUAGES)[number];

/** The newest code the development outbox page shows for a recipient. */
export async function codeFromOutbox(context: BrowserContext, lang: string, to: string): Promise<string> {
  const outbox = await context.newPage();
  await outbox.goto(`/${lang}/dev/outbox?to=${encodeURIComponent(to)}`);
  const body = await outbox.getByTestId('outbox-body').first().textContent();
  await outbox.close();
  const code = /\b(\d{6})\b/.exec(body ?? '')?.[1];
  expect(code, `a code in the outbox for ${to}`).toBeTruthy();
  return code!;
}
