import type { Locale } from '@yolla/i18n';
import type { Translate } from '@yolla/i18n/server';
import { escapeHtml } from './html.ts';

/** The footer of an e-mail the customer can turn off: why it came, and the link to the notification settings. */
export interface SettingsFooter {
  text: string;
  url: string;
}

/** The web's notification settings (`/{lang}/cabinet/settings`, its notifications section) on the public origin. */
export function settingsFooter(t: Translate, origin: string, language: Locale): SettingsFooter {
  return { text: t('notify.email.settings_footer'), url: `${origin}/${language}/cabinet/settings#notifications` };
}

/**
 * The two bodies of an e-mail from one text: the plain one as it is, the HTML one with every character of the text
 * escaped (so a value in it — a tracking number, a name — can never become markup), a paragraph per line.
 */
export function emailBodies(
  text: string,
  footer: SettingsFooter | null,
): { text: string; html: string; footer: SettingsFooter | null } {
  const paragraphs = text.split('\n').map((line) => `<p>${escapeHtml(line)}</p>`);
  const link = footer ? escapeHtml(footer.url) : '';
  const html = [
    '<!doctype html><html><head><meta charset="utf-8"></head><body>',
    ...paragraphs,
    ...(footer ? [`<hr><p><small>${escapeHtml(footer.text)} <a href="${link}">${link}</a></small></p>`] : []),
    '</body></html>',
  ].join('\n');
  return { text: footer ? `${text}\n\n--\n${footer.text}\n${footer.url}` : text, html, footer };
}
