import type { UrlLang } from '@yolla/i18n';
import { answerFor, type IntentAnswer } from '../../components/form/intent.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Stack } from '../../components/ui/layout.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { BalanceList } from './balance-list.tsx';
import { ConversionPanel } from './conversion-panel.tsx';
import { RefundPanel } from './refund-panel.tsx';
import { TopUpForm } from './top-up-form.tsx';
import { TopUpStatus } from './top-up-status.tsx';
import { WalletHistory } from './wallet-history.tsx';
import type { QuoteView, WalletPage } from './wallet-view.ts';

type Intent = 'top-up' | 'convert' | 'quote' | 'refund';

/** What the page's action answered: a refused form (marked with its intent), or a quote to confirm. */
export type WalletAnswer = (IntentAnswer<Intent> & { ok: false }) | { ok: true; intent: 'quote'; quote: QuoteView };

/**
 * The wallet: the top-up the customer came back with, the balances, the top-up and conversion forms, and the
 * history with its filters, pages and CSV. Every part works without JavaScript.
 */
export function WalletScreen({ lang, page, answer }: { lang: UrlLang; page: WalletPage; answer: WalletAnswer | null }) {
  const { t } = useTranslation('wallet');
  const refused = answer && !answer.ok ? answer : null;
  const quote = answer?.ok ? answer.quote : null;
  return (
    <Stack gap="lg" className="wallet">
      <PageHeader title={t('title')} intro={t('intro')} />
      {page.topUp ? <TopUpStatus lang={lang} page={page} topUp={page.topUp} /> : null}
      <BalanceList balances={page.balances} />
      <div className="wallet__forms">
        <TopUpForm page={page} answer={answerFor(refused, 'top-up')} />
        <ConversionPanel page={page} quote={quote} answer={answerFor(refused, 'quote', 'convert')} />
      </div>
      <RefundPanel page={page} answer={answerFor(refused, 'refund')} />
      <WalletHistory lang={lang} page={page} />
    </Stack>
  );
}
