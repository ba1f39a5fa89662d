import { fileURLToPath } from 'node:url';
import { publicIcons } from './public-icons.ts';

const APP_DIR = fileURLToPath(new URL('../app', import.meta.url));

/**
 * Rolldown's `codeSplitting.groups` for the client build. Two files that every page needs and that change
 * rarely: `framework` (React, React DOM, React Router) and `ui-base` (Mantine's core and the handful of
 * components the page shell is made of). Everything else — a screen's own components, and what is only
 * imported lazily (menus, drawer, multi-select, toasts) — is chunked automatically by who uses it.
 * Only modules a page loads up front (`$initial`) are grouped, so nothing lazy is pulled into the first load.
 */
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;

/**
 * Mantine's core (provider, styles API, Box), the components of the header, footer and error screen, and
 * the form and layout basics that nearly every screen uses (text fields, alerts, cards, grids).
 */
const SHELL_COMPONENTS = [
  'ActionIcon',
  'Alert',
  'Anchor',
  'Box',
  'Burger',
  'Button',
  'Card',
  'CloseButton',
  'Container',
  'Group',
  'Input',
  'InputBase',
  'Loader',
  'Paper',
  'Progress',
  'SimpleGrid',
  'Stack',
  'Text',
  'TextInput',
  'ThemeIcon',
  'Title',
  'UnstyledButton',
  'VisuallyHidden',
];
/**
 * Small pieces several screens' controls share (a select's chevron and options, the checkbox's tick, the hooks of
 * the inputs, the home's segmented control and the cabinet's copy button): each under 1 KB, and as separate files
 * they made a form-heavy cabinet screen fetch 20+ files and home 13.
 */
const SHARED_PIECES = [
  String.raw`@mantine[\\/]hooks[\\/]esm[\\/](use-merged-ref|use-uncontrolled|use-callback-ref|use-id|use-reduced-motion)[\\/]`,
  String.raw`@mantine[\\/]core[\\/]esm[\\/]components[\\/](Combobox[\\/](ComboboxChevron|get-parsed-combobox-data)|Checkbox[\\/]CheckIcon|ScrollArea[\\/]utils[\\/]to-int)`,
];
/**
 * Mantine's theme: the provider, the default theme and colours, the colour functions and the props hook. Only the
 * pieces that render a Mantine component carry it (`components/ui/mantine-theme.tsx`), so it rides with Box.
 */
const THEMED = String.raw`MantineProvider[\\/](MantineThemeProvider|default-theme|default-colors|color-functions|merge-mantine-theme|use-props)|utils[\\/]deep-merge`;

const UI_BASE = new RegExp(
  String.raw`node_modules[\\/](clsx|@mantine[\\/](store|nprogress)|@mantine[\\/]core[\\/]esm[\\/](core[\\/](?!Box|styles-api|factory|InlineStyles|${THEMED})|utils[\\/](?!Floating)|components[\\/](${SHELL_COMPONENTS.join('|')})[\\/])|@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/](createReactComponent|defaultAttributes)|${SHARED_PIECES.join('|')})`,
);

/**
 * Mantine's Box, styles API and theme: only a Mantine component a page showed at rest would need them up front (no
 * page does today: the deferred pieces bring them along); one file for such a page, none for the others.
 */
const MANTINE_BOX = new RegExp(
  String.raw`@mantine[\\/]core[\\/]esm[\\/]core[\\/](Box|styles-api|factory|InlineStyles|${THEMED})`,
);

/**
 * The app's shared code that the shell runs on: the theme, lib, shell components, the form convention (nearly every screen
 * has a form, and one file is lighter than a small chunk per page), i18n runtime, country constants. The item
 * rows and their sum (declaration and order forms), the declared sum, the top-up link and the copy hook are the
 * cabinet's own: they stay out, chunked with the cabinet screens that use them, off the public pages.
 */
const APP_BASE =
  /[\\/](apps[\\/]web[\\/]app[\\/](theme\.ts|lib[\\/](?!(declared-sum|top-up-link|use-copy)\.)|components[\\/](shell|app-link|contract|form[\\/](?!(item-rows|items-sum|item-row-buttons)\.)|ui[\\/]deferred))|packages[\\/]i18n[\\/]src[\\/](?!messages)|packages[\\/]contract[\\/]src[\\/]countries)/;

/**
 * The public site's content pieces (`components/content`: page frame, rich text, documents, search, hours) and the
 * zod-free contract modules they use: one file for every content page instead of a small chunk per piece; the
 * destination choice too (carriage and tariffs). The search field stays out: home shares its icon, which would bring
 * the group along.
 */
const CONTENT =
  /[\\/](apps[\\/]web[\\/]app[\\/]components[\\/]content[\\/](?!search-field)|packages[\\/]contract[\\/]src[\\/](content-kinds|opening-hours))/;

/**
 * The icons pages draw at once (header, cabinet navigation, copy and check marks, state badges): each is a
 * 0.2 KB file of its own when two screens share it, and a cabinet page met the file budget on icons alone.
 * Together they are a few KB; lazily loaded icons stay with what loads them.
 */
const ICONS = /node_modules[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

/**
 * The form and lib pieces only cabinet screens use (their item rows and sums, the top-up link, the copy hook), and
 * the helper the cabinet's contributions share (the layout's and the dashboard's).
 */
const CABINET_PIECES =
  /[\\/]apps[\\/]web[\\/]app[\\/](lib[\\/](declared-sum|top-up-link|use-copy)|components[\\/]form[\\/](item-rows|items-sum|item-row-buttons)|contributions[\\/]by-feature)\./;

/**
 * An icon some public or shared module draws goes to `icons`; one only the cabinet's screens draw goes, with the
 * cabinet's own pieces, to `cabinet-base`, one file for every cabinet page and none for a public one.
 */
function sharedOrCabinet(icons: Set<string>) {
  return (id: string): string | null => {
    if (CABINET_PIECES.test(id)) return 'cabinet-base';
    const icon = ICONS.test(id) ? /[\\/](Icon\w+)\.mjs$/.exec(id)?.[1] : undefined;
    if (!icon) return null;
    return icons.has(icon) ? 'icons' : 'cabinet-base';
  };
}

/**
 * The list screens' frame (page header, status tabs, the table and its pager): under 0.5 KB each, shared by the
 * parcels, orders, notifications and wallet screens; one file instead of one each on a list page.
 */
const LISTS = /[\\/]apps[\\/]web[\\/]app[\\/]components[\\/](page-header|status-tabs|list-table|page-links)\./;

/**
 * The tariffs screen (price list, calculator) and its quote: one file for the public and the cabinet's tariffs page,
 * instead of three small ones (the public page met its 12-file budget on them). A parcel's page, which shows a quote
 * too, fetches the screen's 1.7 KB with it.
 */
const TARIFFS =
  /[\\/]apps[\\/]web[\\/]app[\\/](features[\\/]tariffs[\\/](tariffs-page|calculator|price-list)|components[\\/]tariffs[\\/]quote-result)\./;

export function chunkGroups() {
  return [
    { name: 'framework', test: FRAMEWORK, tags: ['$initial' as const], priority: 3 },
    { name: 'ui-base', test: UI_BASE, tags: ['$initial' as const], priority: 2 },
    { name: 'mantine-box', test: MANTINE_BOX, tags: ['$initial' as const], priority: 2 },
    { name: 'app-base', test: APP_BASE, tags: ['$initial' as const], priority: 1 },
    { name: sharedOrCabinet(publicIcons(APP_DIR)), tags: ['$initial' as const], priority: 1 },
    { name: 'content', test: CONTENT, tags: ['$initial' as const], priority: 1 },
    { name: 'lists', test: LISTS, tags: ['$initial' as const], priority: 1 },
    { name: 'tariffs', test: TARIFFS, tags: ['$initial' as const], priority: 1 },
  ];
}
