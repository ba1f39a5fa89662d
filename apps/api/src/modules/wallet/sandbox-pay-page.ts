import type { Locale } from '@yolla/i18n';
import { translate } from '@yolla/i18n/server';
import { escapeHtml as escape } from '../../lib/html.ts';
import type { SandboxPayment } from './sandbox-payments.ts';
import { formatMinor } from './wallet.format.ts';

/** What the page shows: the three answers of an open payment, or where a closed one stands and the way back. */
export type CheckoutView = 'open' | 'expired' | 'succeeded' | 'declined' | 'pending';

const STYLE = `:root{color-scheme:light dark;--bg:#f1f3f5;--card:#fff;--text:#1a1b1e;--muted:#495057;--line:#adb5bd;
--accent:#364fc7;--accent-text:#fff}
@media (prefers-color-scheme:dark){:root{--bg:#141517;--card:#25262b;--text:#e9ecef;--muted:#c1c2c5;--line:#5c5f66;
--accent:#91a7ff;--accent-text:#141517}}
*{box-sizing:border-box}body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:2rem 1rem;background:var(--bg);color:var(--text)}
main{max-width:28rem;margin:0 auto;background:var(--card);border-radius:12px;padding:1.5rem;box-shadow:0 1px 3px #0003}
h1{font-size:1.4rem;margin:0 0 .5rem}p{color:var(--muted);margin:.5rem 0}dl{display:flex;gap:.5rem;margin:1rem 0;
font-size:1.25rem}dt{color:var(--muted)}dd{margin:0;font-weight:700}fieldset{border:0;padding:0;margin:1rem 0 0}
legend{font-weight:700;padding:0;margin-bottom:.5rem}.answers{display:grid;gap:.5rem}
button,a.back{display:block;width:100%;min-height:44px;text-align:center;padding:.75rem 1rem;border:1px solid var(--line);
border-radius:8px;background:var(--card);color:var(--text);font:inherit;cursor:pointer;text-decoration:none}
button[value=approve],a.back{background:var(--accent);border-color:var(--accent);color:var(--accent-text)}
button:focus-visible,a.back:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
button:hover{border-color:var(--accent)}`;

/**
 * The sandbox's checkout page, in the customer's language: the amount and Approve, Decline, Pay later (one form,
 * three submit buttons); a payment that is no longer open says where it stands and offers only the way back.
 */
export function checkoutPage(options: {
  payment: SandboxPayment;
  view: CheckoutView;
  locale: Locale;
  action: string;
  brand: string;
}): string {
  const { payment, view, locale } = options;
  const t = (key: string, params: Record<string, string> = {}) =>
    escape(translate(locale, `sandboxPay.${key}`, params));
  const amount = escape(formatMinor(payment.amount, payment.currency, locale));
  const body =
    view === 'open'
      ? `<form method="post" action="${escape(options.action)}"><fieldset><legend>${t('choose')}</legend>` +
        `<div class="answers"><button type="submit" name="answer" value="approve">${t('approve')}</button>` +
        `<button type="submit" name="answer" value="decline">${t('decline')}</button>` +
        `<button type="submit" name="answer" value="later" aria-describedby="later-hint">${t('later')}</button>` +
        `</div></fieldset></form><p id="later-hint">${t('later_hint')}</p>`
      : `<p role="status">${t(view)}</p>` +
        `<a class="back" href="${escape(payment.returnUrl)}">${t('back', { brand: options.brand })}</a>`;
  return `<!doctype html><html lang="${escape(locale)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${t('title')}</title>
<style>${STYLE}</style></head><body><main><h1>${t('title')}</h1><p>${t('intro')}</p>
<dl><dt>${t('amount')}</dt><dd>${amount}</dd></dl>${body}</main></body></html>`;
}
