import type { MessageKey, UrlLang } from '@yolla/i18n';

/** The frame a page renders in: `layouts/{layout}.tsx` (the cabinet's carries the auth guard). */
export type PageLayout = 'landing' | 'default' | 'cabinet';

export interface PageEntry {
  /** The path pattern under the language prefix; `href(route, { lang, … })` builds its links, typed. */
  route: `/:lang${string}`;
  /** The route module, relative to `app/`. */
  module: `routes/${string}.tsx`;
  layout: PageLayout;
  /** In the public header's navigation, with this label (the shell's `common` messages). */
  header?: MessageKey<'common'>;
  /** In the footer's site links, with this label (`common`). */
  footer?: MessageKey<'common'>;
  /** In the phone's header menu too, after the header's pages, with this label (`common`). */
  phoneMenu?: MessageKey<'common'>;
  /**
   * In the cabinet's side navigation, with this label (`cabinet`) and the icon of the feature folder named by `icon`
   * (`features/<icon>/nav-icon.tsx`, found by `contributions/nav-icons.ts`).
   */
  cabinetNav?: { label: MessageKey<'cabinet'>; icon: string };
}

/**
 * The pages, one line each: `routes.ts` mounts each in its layout, the navigation and the footer list the ones
 * that say so, and nothing links to a page that is not here (decision 0009). A new page adds its line.
 */
export const PAGES = [
  { route: '/:lang', module: 'routes/home.tsx', layout: 'landing', footer: 'nav.home' },
  {
    route: '/:lang/tariffs',
    module: 'routes/tariffs.tsx',
    layout: 'landing',
    header: 'nav.tariffs',
    footer: 'nav.tariffs',
  },
  { route: '/:lang/pudo', module: 'routes/pudo.tsx', layout: 'landing', header: 'nav.pudo', footer: 'nav.pudo' },
  {
    route: '/:lang/services',
    module: 'routes/services.tsx',
    layout: 'landing',
    header: 'nav.services',
    footer: 'nav.services',
  },
  { route: '/:lang/news', module: 'routes/news.tsx', layout: 'landing', footer: 'nav.news' },
  { route: '/:lang/news/:slug', module: 'routes/news-item.tsx', layout: 'landing' },
  { route: '/:lang/faq', module: 'routes/faq.tsx', layout: 'landing', header: 'nav.faq', footer: 'nav.faq' },
  {
    route: '/:lang/tracking',
    module: 'routes/tracking-search.tsx',
    layout: 'landing',
    header: 'nav.tracking',
    footer: 'nav.tracking',
  },
  { route: '/:lang/tracking/:tracking', module: 'routes/tracking.tsx', layout: 'landing' },
  {
    route: '/:lang/contact',
    module: 'routes/contact.tsx',
    layout: 'landing',
    footer: 'nav.contact',
    phoneMenu: 'nav.contact',
  },
  { route: '/:lang/carriage', module: 'routes/carriage.tsx', layout: 'landing', footer: 'nav.carriage' },
  { route: '/:lang/privacy-policy', module: 'routes/privacy-policy.tsx', layout: 'landing', footer: 'nav.privacy' },
  {
    route: '/:lang/terms-and-conditions',
    module: 'routes/terms-and-conditions.tsx',
    layout: 'landing',
    footer: 'nav.terms',
  },
  { route: '/:lang/login', module: 'routes/login.tsx', layout: 'default' },
  { route: '/:lang/login/identify', module: 'routes/login-identify.tsx', layout: 'default' },
  { route: '/:lang/register', module: 'routes/register.tsx', layout: 'default' },
  { route: '/:lang/otp', module: 'routes/otp.tsx', layout: 'default' },
  { route: '/:lang/recover', module: 'routes/recover/start.tsx', layout: 'default' },
  { route: '/:lang/recover/code', module: 'routes/recover/code.tsx', layout: 'default' },
  { route: '/:lang/recover/password', module: 'routes/recover/password.tsx', layout: 'default' },
  { route: '/:lang/dev/outbox', module: 'routes/dev/outbox.tsx', layout: 'default' },
  { route: '/:lang/offline', module: 'routes/offline.tsx', layout: 'default' },
  {
    route: '/:lang/cabinet',
    module: 'routes/cabinet/dashboard.tsx',
    layout: 'cabinet',
    cabinetNav: { label: 'nav.dashboard', icon: 'dashboard' },
  },
  {
    route: '/:lang/cabinet/packages',
    module: 'routes/cabinet/packages.tsx',
    layout: 'cabinet',
    cabinetNav: { label: 'nav.packages', icon: 'packages' },
  },
  { route: '/:lang/cabinet/packages/:id', module: 'routes/cabinet/package.tsx', layout: 'cabinet' },
  {
    route: '/:lang/cabinet/wallet',
    module: 'routes/cabinet/wallet.tsx',
    layout: 'cabinet',
    cabinetNav: { label: 'nav.wallet', icon: 'wallet' },
  },
  { route: '/:lang/cabinet/wallet/pay', module: 'routes/cabinet/wallet-pay.tsx', layout: 'cabinet' },
  {
    route: '/:lang/cabinet/foreign-addresses',
    module: 'routes/cabinet/foreign-addresses.tsx',
    layout: 'cabinet',
    cabinetNav: { label: 'nav.foreign_addresses', icon: 'foreign-addresses' },
  },
  {
    route: '/:lang/cabinet/addresses',
    module: 'routes/cabinet/addresses.tsx',
    layout: 'cabinet',
    cabinetNav: { label: 'nav.addresses', icon: 'addresses' },
  },
  {
    route: '/:lang/cabinet/declare',
    module: 'routes/cabinet/declare.tsx',
    layout: 'cabinet',
    cabinetNav: { label: 'nav.declare', icon: 'declare' },
  },
  { route: '/:lang/cabinet/declare/:trackingnumber', module: 'routes/cabinet/declare-number.tsx', layout: 'cabinet' },
  {
    route: '/:lang/cabinet/packages/:tracknumber/edit',
    module: 'routes/cabinet/declaration-edit.tsx',
    layout: 'cabinet',
  },
  {
    route: '/:lang/cabinet/buyforme',
    module: 'routes/cabinet/buyforme.tsx',
    layout: 'cabinet',
    cabinetNav: { label: 'nav.buy_for_me', icon: 'buy-for-me' },
  },
  { route: '/:lang/cabinet/buyforme/new', module: 'routes/cabinet/buyforme-new.tsx', layout: 'cabinet' },
  { route: '/:lang/cabinet/buyforme/:id', module: 'routes/cabinet/buyforme-order.tsx', layout: 'cabinet' },
  {
    route: '/:lang/cabinet/orders',
    module: 'routes/cabinet/orders.tsx',
    layout: 'cabinet',
    cabinetNav: { label: 'nav.orders', icon: 'courier-orders' },
  },
  { route: '/:lang/cabinet/orders/new', module: 'routes/cabinet/orders-new.tsx', layout: 'cabinet' },
  { route: '/:lang/cabinet/orders/:id', module: 'routes/cabinet/orders-order.tsx', layout: 'cabinet' },
  {
    // One line per marketplace the web has words for (React Router has no `:marketplace-sms` segment); whether it is
    // offered is the API's configuration (SMS_MARKETPLACES): one it leaves out is the 404 screen. Decision 0036.
    route: '/:lang/cabinet/trendyol-sms',
    module: 'routes/cabinet/sms-inbox.tsx',
    layout: 'cabinet',
    cabinetNav: { label: 'nav.sms_inbox', icon: 'sms-inbox' },
  },
  {
    route: '/:lang/cabinet/tariffs',
    module: 'routes/cabinet/tariffs.tsx',
    layout: 'cabinet',
    cabinetNav: { label: 'nav.tariffs', icon: 'tariffs' },
  },
  {
    route: '/:lang/cabinet/settings',
    module: 'routes/cabinet/settings.tsx',
    layout: 'cabinet',
    cabinetNav: { label: 'nav.settings', icon: 'settings' },
  },
  { route: '/:lang/cabinet/settings/phone', module: 'routes/cabinet/settings-phone.tsx', layout: 'cabinet' },
  { route: '/:lang/cabinet/notifications', module: 'routes/cabinet/notifications.tsx', layout: 'cabinet' },
] as const satisfies readonly PageEntry[];

/**
 * The resource routes, one line each, under /:lang: actions without a page (sign-out, the theme and language
 * preferences, a passkey's options) and answers that are not pages (a parcel's file, the wallet's CSV statement, the
 * SMS inbox's event stream). `routes.ts` mounts them beside the pages; a screen that adds one adds its line here.
 */
export const RESOURCES = [
  { route: '/:lang/sign-out', module: 'routes/sign-out.ts' },
  { route: '/:lang/preferences', module: 'routes/preferences.ts' },
  { route: '/:lang/passkey-options', module: 'routes/passkey-options.ts' },
  { route: '/:lang/cabinet/packages/:id/files/:file', module: 'routes/parcel-file.ts' },
  { route: '/:lang/cabinet/wallet/statement.csv', module: 'routes/wallet-statement.ts' },
  { route: '/:lang/cabinet/trendyol-sms/events', module: 'routes/sms-inbox-events.ts' },
] as const satisfies readonly { route: `/:lang/${string}`; module: `routes/${string}.ts` }[];

type Page = (typeof PAGES)[number];
export type PageRoute = Page['route'];

/** The pages of the cabinet's side navigation, in order. */
export const CABINET_NAV = PAGES.filter((page): page is Extract<Page, { cabinetNav: unknown }> => 'cabinetNav' in page);

/** The pages of the public header's navigation, in order. */
export const HEADER_NAV = PAGES.filter(
  (page: PageEntry): page is Page & { header: MessageKey<'common'> } => page.header !== undefined,
);

/** The pages the phone's header menu adds to the header's, in order. */
export const PHONE_MENU_EXTRA = PAGES.filter(
  (page: PageEntry): page is Page & { phoneMenu: MessageKey<'common'> } => page.phoneMenu !== undefined,
);

/** The pages of the footer's site links, in order. */
export const FOOTER_LINKS = PAGES.filter(
  (page: PageEntry): page is Page & { footer: MessageKey<'common'> } => page.footer !== undefined,
);

/** The same page in another language: swaps the first path segment, keeps the rest and the query. */
export function switchLanguagePath(pathname: string, search: string, lang: UrlLang): string {
  const parts = pathname.split('/');
  parts[1] = lang;
  return `${parts.join('/')}${search}`;
}
