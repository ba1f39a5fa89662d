import { IconWallet } from '@tabler/icons-react';
import type { UrlLang } from '@yolla/i18n';
import { Form } from 'react-router';
import { AppLink } from '../../components/app-link.tsx';
import { ContentUnavailable } from '../../components/content/content-unavailable.tsx';
import { answerFor, IntentField, useIntentPending, type IntentAnswer } from '../../components/form/intent.tsx';
import { FormMessage } from '../../components/form/form-message.tsx';
import { ParcelLink } from '../../components/parcels/parcel-link.tsx';
import { Button, LinkButton } from '../../components/ui/button.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Alert, anchorClass, Card, Stack, Text, Title } from '../../components/ui/layout.tsx';
import { IDEMPOTENCY_FIELD } from '../../lib/idempotency-key.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import type { CurrencyLine, ParcelPaymentPage } from './parcel-payment.server.ts';

type Ready = Extract<ParcelPaymentPage, { state: 'ready' }>;

/**
 * Paying parcels from the wallet: the parcels and their amounts, the total, the balance and the balance after, per
 * currency; a confirm form carrying the rendering's idempotency key, or, when the balance is short, what is missing
 * and a link to top it up that comes back here. Works without JavaScript; with it the button waits while sending.
 */
export function ParcelPaymentScreen({
  lang,
  page,
  answer,
}: {
  lang: UrlLang;
  page: ParcelPaymentPage;
  answer: IntentAnswer<string> | null;
}) {
  const { t } = useTranslation('parcelPayment');
  return (
    <Stack gap="lg" className="parcel-payment">
      <PageHeader title={t('title')} intro={t('intro')} />
      {page.state === 'ready' ? (
        <Payment lang={lang} page={page} answer={answer} />
      ) : page.state === 'unavailable' ? (
        <ContentUnavailable />
      ) : (
        <Card data-testid={`parcel-payment-${page.state}`}>
          <Stack gap="xs">
            <Title order={2} look={4}>
              {t(`${page.state}.title`)}
            </Title>
            <Text>{t(`${page.state}.text`)}</Text>
            <AppLink to={page.list} className={anchorClass({ underline: true })}>
              {t('to_list')}
            </AppLink>
          </Stack>
        </Card>
      )}
    </Stack>
  );
}

function Payment({ lang, page, answer }: { lang: UrlLang; page: Ready; answer: IntentAnswer<string> | null }) {
  const { t } = useTranslation('parcelPayment');
  const pending = useIntentPending('pay');
  const total = page.currencies.map((line) => line.total).join(' + ');
  return (
    <>
      <Card>
        <table className="list-table parcel-payment__parcels" aria-label={t('parcels_label')}>
          <thead>
            <tr>
              <th scope="col">{t('columns.tracking')}</th>
              <th scope="col">{t('columns.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {page.parcels.map((parcel) => (
              <tr key={parcel.id} data-testid="parcel-payment-row">
                <th scope="row" data-label={t('columns.tracking')}>
                  <ParcelLink lang={lang} id={parcel.id} tracking={parcel.tracking} />
                </th>
                <td data-label={t('columns.amount')} className="parcel-payment__amount">
                  {parcel.amount}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      {page.currencies.map((line) => (
        <Figures key={line.currency} line={line} />
      ))}
      {page.covered ? (
        <Form method="post" className="parcel-payment__confirm" data-testid="parcel-payment-form">
          <IntentField intent="pay" />
          <input type="hidden" name={IDEMPOTENCY_FIELD} value={page.idempotencyKey} />
          <input type="hidden" name="parcels" value={page.ids} />
          <input type="hidden" name="back" value={page.back} />
          <FormMessage message={answerFor(answer, 'pay')?.message} />
          <Button type="submit" size="md" loading={pending} leftSection={<IconWallet size={18} aria-hidden />}>
            {t('pay', { total })}
          </Button>
          <AppLink to={page.back} className={anchorClass({ size: 'sm' })}>
            {t('cancel')}
          </AppLink>
        </Form>
      ) : (
        <FormMessage message={answerFor(answer, 'pay')?.message} />
      )}
    </>
  );
}

/** One currency: the total, the balance, and the balance after paying or what is missing with the top-up link. */
function Figures({ line }: { line: CurrencyLine }) {
  const { t } = useTranslation('parcelPayment');
  return (
    <Card data-testid={`parcel-payment-${line.currency}`}>
      <dl className="parcel-payment__figures">
        <div>
          <dt>{t('total')}</dt>
          <dd data-testid="parcel-payment-total">{line.total}</dd>
        </div>
        <div>
          <dt>{t('balance')}</dt>
          <dd data-testid="parcel-payment-balance">{line.balance}</dd>
        </div>
        {line.after ? (
          <div>
            <dt>{t('after')}</dt>
            <dd>{line.after}</dd>
          </div>
        ) : null}
      </dl>
      {line.missing && line.topUp ? (
        <Alert tone="gray" title={t('short.title')} role="status" data-testid="parcel-payment-short">
          <Stack gap="sm">
            <Text>{t('short.text', { missing: line.missing })}</Text>
            <LinkButton to={line.topUp} data-testid="parcel-payment-top-up">
              {t('short.top_up', { missing: line.missing })}
            </LinkButton>
          </Stack>
        </Alert>
      ) : null}
    </Card>
  );
}
