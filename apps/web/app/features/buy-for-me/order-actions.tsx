import { IconWallet } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Form } from 'react-router';
import { AppLink } from '../../components/app-link.tsx';
import { FormMessage } from '../../components/form/form-message.tsx';
import { IntentField, useIntentPending } from '../../components/form/intent.tsx';
import { Button, LinkButton } from '../../components/ui/button.tsx';
import { anchorClass, Card, Group, Stack, Text, Title } from '../../components/ui/layout.tsx';
import { IDEMPOTENCY_FIELD } from '../../lib/idempotency-key.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import type { BalanceView, OrderPage } from './buy-for-me-view.ts';
import { BalanceFigures } from './totals-list.tsx';

/** A money-moving form of the order: its intent, the order's id and the rendering's idempotency key. */
function MoneyForm(props: {
  intent: 'pay' | 'cancel';
  id: string;
  idempotencyKey: string;
  label: string;
  testId: string;
  danger?: boolean;
}) {
  const pending = useIntentPending(props.intent);
  return (
    <Form method="post" className="buy-for-me__confirm" data-testid={`${props.testId}-form`}>
      <IntentField intent={props.intent} />
      <input type="hidden" name="id" value={props.id} />
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={props.idempotencyKey} />
      <Button
        type="submit"
        loading={pending}
        color={props.danger ? 'red' : undefined}
        leftSection={props.danger ? undefined : <IconWallet size={18} aria-hidden />}
        data-testid={props.testId}
      >
        {props.label}
      </Button>
    </Form>
  );
}

/** The balance against what is to pay, and the pay form once the balance covers it. */
function PayOrTopUp(props: { page: OrderPage; balance: BalanceView | null; label: string }) {
  const { t } = useTranslation('buyForMe');
  const { page, balance } = props;
  return (
    <>
      {balance ? (
        <BalanceFigures balance={balance} shortText={t('detail.pay.short', { missing: balance.missing ?? '' })} />
      ) : null}
      {!balance?.missing ? (
        <MoneyForm
          intent="pay"
          id={page.id}
          idempotencyKey={page.keys.pay}
          label={props.label}
          testId="buy-for-me-pay"
        />
      ) : null}
    </>
  );
}

/** Awaiting payment: the amount, the balance, and the pay form (or what is missing and the top-up shortcut). */
export function PayBox({ page, message }: { page: OrderPage; message: string | null }) {
  const { t } = useTranslation('buyForMe');
  if (!page.payment) return null;
  const { total, balance } = page.payment;
  return (
    <Card as="section" aria-labelledby="buy-for-me-pay-title" data-testid="buy-for-me-pay-box">
      <Stack gap="sm">
        <Title order={2} look={4} id="buy-for-me-pay-title">
          {t('detail.pay.title')}
        </Title>
        <Text>{t('detail.pay.text', { total, currency: page.totals.payCurrency })}</Text>
        <FormMessage message={message} />
        <PayOrTopUp page={page} balance={balance} label={t('detail.pay.button', { total })} />
      </Stack>
    </Card>
  );
}

/** The shop's higher price: old and new prices per item, the totals, the difference, its reason, and both choices. */
export function PriceChangeBox({ page, message }: { page: OrderPage; message: string | null }) {
  const { t } = useTranslation('buyForMe');
  const { change } = page;
  if (!change) return null;
  return (
    <Card as="section" aria-labelledby="buy-for-me-change-title" data-testid="buy-for-me-price-change">
      <Stack gap="sm">
        <Title order={2} look={4} id="buy-for-me-change-title">
          {t('detail.change.title')}
        </Title>
        <Text>{t('detail.change.text')}</Text>
        {change.reason ? (
          <Text data-testid="buy-for-me-change-reason">{t('detail.change.reason', { reason: change.reason })}</Text>
        ) : null}
        <table className="list-table buy-for-me-table" aria-label={t('detail.change.title')}>
          <thead>
            <tr>
              <th scope="col">{t('detail.change.columns.item')}</th>
              <th scope="col">{t('detail.change.columns.old')}</th>
              <th scope="col">{t('detail.change.columns.new')}</th>
            </tr>
          </thead>
          <tbody>
            {change.rows.map((row, index) => (
              <tr key={index} data-testid="buy-for-me-change-row">
                <th scope="row" data-label={t('detail.change.columns.item')}>
                  {row.description}
                </th>
                <td data-label={t('detail.change.columns.old')}>
                  <s>{row.old}</s>
                </td>
                <td data-label={t('detail.change.columns.new')}>{row.new}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="buy-for-me__figures">
          <div>
            <dt>{t('detail.change.old_total')}</dt>
            <dd>{change.oldTotal}</dd>
          </div>
          <div>
            <dt>{t('detail.change.new_total')}</dt>
            <dd>{change.newTotal}</dd>
          </div>
          <div className="buy-for-me__figure-total">
            <dt>{t('detail.change.difference')}</dt>
            <dd data-testid="buy-for-me-difference">{change.difference}</dd>
          </div>
        </dl>
        <FormMessage message={message} />
        <PayOrTopUp
          page={page}
          balance={change.balance}
          label={t('detail.change.approve', { difference: change.difference })}
        />
        {page.confirmCancel ? null : (
          <Group>
            <LinkButton to={page.cancelStep} variant="default" data-testid="buy-for-me-change-cancel">
              {t('detail.change.cancel')}
            </LinkButton>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/**
 * Cancelling: a link opens the confirm step (`?cancel`, so it works without JavaScript), whose question takes the
 * focus; its form cancels with the rendering's key and "keep" is a link back. Once bought, the page says why not.
 */
export function CancelBox({ page, message }: { page: OrderPage; message: string | null }) {
  const { t } = useTranslation('buyForMe');
  const question = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (page.confirmCancel) question.current?.focus();
  }, [page.confirmCancel]);
  if (page.locked) return <Text data-testid="buy-for-me-locked">{t('detail.locked')}</Text>;
  if (page.state === 'cancelled') return <Text data-testid="buy-for-me-cancelled">{t('detail.cancelled')}</Text>;
  if (!page.cancellable) return null;
  if (!page.confirmCancel) {
    if (page.state === 'price_changed') return null;
    return (
      <Group>
        <AppLink to={page.cancelStep} className={anchorClass({ underline: true })} data-testid="buy-for-me-cancel-open">
          {t('detail.cancel.open')}
        </AppLink>
      </Group>
    );
  }
  return (
    <Card as="section" id="cancel" aria-labelledby="buy-for-me-cancel-title" data-testid="buy-for-me-cancel-step">
      <Stack gap="sm">
        <h2 className="y-title y-h4" id="buy-for-me-cancel-title" ref={question} tabIndex={-1}>
          {t('detail.cancel.question', { id: page.id })}
        </h2>
        <Text>{page.paid ? t('detail.cancel.refund', { paid: page.paid }) : t('detail.cancel.refund_none')}</Text>
        <FormMessage message={message} />
        <Group gap="md">
          <MoneyForm
            intent="cancel"
            id={page.id}
            idempotencyKey={page.keys.cancel}
            label={t('detail.cancel.confirm')}
            testId="buy-for-me-cancel"
            danger
          />
          <AppLink to={page.self} className={anchorClass({ underline: true })} data-testid="buy-for-me-cancel-keep">
            {t('detail.cancel.keep')}
          </AppLink>
        </Group>
      </Stack>
    </Card>
  );
}
