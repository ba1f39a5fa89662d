import { Form } from 'react-router';
import { FormMessage } from '../../components/form/form-message.tsx';
import { IntentField, useIntentPending } from '../../components/form/intent.tsx';
import { useContractForm, type FormAnswer } from '../../components/form/use-contract-form.ts';
import { Button } from '../../components/ui/button.tsx';
import { TextInput } from '../../components/ui/input.tsx';
import { Card, Stack, Text, Title } from '../../components/ui/layout.tsx';
import { IDEMPOTENCY_FIELD } from '../../lib/idempotency-key.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import type { RefundableView, WalletPage } from './wallet-view.ts';

/** One completed card top-up's "Return to card" form: the amount, the refundable rest by default. */
function RefundForm({ page, topUp, answer }: { page: WalletPage; topUp: RefundableView; answer: FormAnswer | null }) {
  const { t } = useTranslation('wallet');
  // The page's one refused answer belongs to the form of its top-up.
  const own = answer && answer.values?.top_up_id === topUp.topUpId ? answer : null;
  const form = useContractForm({ schema: (contract) => contract.refundFormSchema, answer: own });
  const amountField = form.field('amount');
  const sending = useIntentPending('refund');
  const titleId = `wallet-refund-${topUp.topUpId}`;
  return (
    <Form method="post" {...form.formProps} aria-labelledby={titleId} data-testid="refund-form">
      <IntentField intent="refund" />
      <input type="hidden" name={IDEMPOTENCY_FIELD} value={page.keys.refund} />
      <input type="hidden" name="top_up_id" value={topUp.topUpId} />
      <Stack gap="xs">
        <Text size="sm" id={titleId}>
          {t('refund.top_up', { amount: topUp.amount, date: topUp.at })}
        </Text>
        <FormMessage message={form.message} />
        <TextInput
          {...amountField}
          defaultValue={amountField.defaultValue ?? topUp.leftDecimal}
          label={t('refund.amount')}
          description={t('refund.left', { amount: topUp.left })}
          inputMode="decimal"
          autoComplete="off"
          required
        />
        <Button type="submit" variant="default" loading={sending} data-testid="refund-submit">
          {t('refund.submit')}
        </Button>
      </Stack>
    </Form>
  );
}

/**
 * Money back to the card (decision 0043): each completed card top-up with something left to pay back, its own form.
 * Nothing is shown when there is none. Works without JavaScript (a post of the form, the page again with a toast).
 */
export function RefundPanel({ page, answer }: { page: WalletPage; answer: FormAnswer | null }) {
  const { t } = useTranslation('wallet');
  if (page.refundable.length === 0) return null;
  return (
    <Card as="section" aria-labelledby="wallet-refund-title" className="wallet__panel">
      <Stack gap="sm">
        <Title order={2} look={4} id="wallet-refund-title">
          {t('refund.title')}
        </Title>
        <Text size="sm" dimmed>
          {t('refund.intro')}
        </Text>
        {page.refundable.map((topUp) => (
          <RefundForm key={topUp.topUpId} page={page} topUp={topUp} answer={answer} />
        ))}
      </Stack>
    </Card>
  );
}
