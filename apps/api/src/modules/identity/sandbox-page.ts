import type { FastifyRequest } from 'fastify';
import { isLocale } from '@yolla/i18n';
import { translate } from '@yolla/i18n/server';
import { escapeHtml as escape } from '../../lib/html.ts';
import { SANDBOX_IDENTITIES } from './sandbox-identities.ts';

const KEPT = [
  'response_type',
  'client_id',
  'redirect_uri',
  'scope',
  'state',
  'nonce',
  'code_challenge',
  'code_challenge_method',
];

/** The sandbox provider's sign-in page: one button per demo identity, in the browser's language. */
export function sandboxPage(
  request: FastifyRequest,
  action: string,
  params: Record<string, string | undefined>,
): string {
  // The language our site asked for (`ui_locales`), else the browser's.
  const asked = params.ui_locales?.split(' ')[0];
  const locale = isLocale(asked) ? asked : request.locale;
  const t = (key: string) => escape(translate(locale, `identity.sandbox.${key}`));
  const hidden = KEPT.map((name) => `<input type="hidden" name="${name}" value="${escape(params[name] ?? '')}">`).join(
    '',
  );
  const people = SANDBOX_IDENTITIES.map(
    (person, index) =>
      `<li><form method="post" action="${escape(action)}">${hidden}` +
      `<input type="hidden" name="identity" value="${index}">` +
      `<button type="submit">${escape(`${person.given_name} ${person.family_name}`)}` +
      `<span>${t('fin')} ${escape(person.fin)}</span></button></form></li>`,
  ).join('');
  return `<!doctype html><html lang="${escape(locale)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${t('title')}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:2rem 1rem;background:#f1f3f5;color:#1a1b1e}
main{max-width:28rem;margin:0 auto;background:#fff;border-radius:12px;padding:1.5rem;box-shadow:0 1px 3px #0002}
h1{font-size:1.4rem;margin:0 0 .5rem}ul{list-style:none;padding:0;margin:1rem 0 0}li+li{margin-top:.5rem}
button{width:100%;text-align:left;padding:.75rem 1rem;border:1px solid #adb5bd;border-radius:8px;background:#fff;font:inherit;cursor:pointer}
button:focus-visible,button:hover{border-color:#364fc7;outline:2px solid #364fc7}span{display:block;color:#495057;font-size:.875rem}
p{color:#495057}</style></head><body><main><h1>${t('title')}</h1><p>${t('intro')}</p><p><strong>${t('choose')}</strong></p><ul>${people}</ul></main></body></html>`;
}
