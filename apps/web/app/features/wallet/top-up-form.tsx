import { useState } from 'react';
import { Form } from 'react-router';
import { FormMessage } from '../../components/form/form-message.tsx';
import { IntentField, useIntentPending } from '../../components/form/intent.tsx';
import { useContractForm, type FormAnswer } from '../../components/form/use-contract-form.ts';
import { Button } from '../../components/ui/button.tsx';
import { NativeSelect, TextInput } from '../../components/ui/input.tsx';
import { Card, Stack, Text, Title } from '../../components/ui/layout.tsx';
import { IDEMPOTENCY_FIELD } from '../../lib/idempotency-key.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import type { WalletPage } from './wallet-view.ts';

/**
 * The top-up form: a currency the customer holds and an amount typed as a decimal, checked with the contract's
 * `topUpFormSchema` here and again by the action, which sends the browser to the provider's checkout. The form's
 * idempotency key makes a double click one top-up; the pay page's `return` rides along.
 */
export function TopUpForm({ page, answer }: { page: WalletPage; answer: FormAnswer | null }) {
  const { t } = useTranslation('wallet');
  const form = useContractForm({ schema: (contract) => contract.topUpFormSchema, answer });
  const currencyField = form.field('currency');
  const amountField = form.field('amount');
  const [currency, setCurrency] = useState(currencyField.defaultValue ?? page.prefill.currency);
  const limits = page.limits[currency] ?? page.limits[page.prefill.currency];
  const sending = useIntentPending('top-up');
  return (
    <Card as="section" aria-labelledby="wallet-top-up-title" className="wallet__panel">
      <Stack gap="sm">
        <Title order={2} look={4} id="wallet-top-up-title">
          {t('top_up.title')}
        </Title>
        <Text size="sm" dimmed>
          {t('top_up.intro')}
        </Text>
        {page.asked ? <Text size="sm">{t('top_up.reason', { amount: page.asked })}</Text> : null}
        <FormMessage message={form.message} />
        <Form method="post" {...form.formProps} aria-labelledby="wallet-top-up-title" data-testid="top-up-form">
          <IntentField intent="top-up" />
          <input type="hidden" name={IDEMPOTENCY_FIELD} value={page.keys.topUp} />
          {page.back ? <input type="hidden" name="return" value={page.back} /> : null}
          <Stack gap="sm">
            <NativeSelect
              {...currencyField}
              defaultValue={currency}
              onChange={(event) => {
                currencyField.onChange();
                setCurrency(event.currentTarget.value);
              }}
              label={t('top_up.currency')}
              data={page.currencies.map((code) => ({ value: code, label: code }))}
            />
            <TextInput
              {...amountField}
              defaultValue={amountField.defaultValue ?? page.prefill.amount}
              label={t('top_up.amount')}
              description={limits ? t('top_up.limits', limits) : undefined}
              inputMode="decimal"
              autoComplete="off"
              required
            />
            <Button type="submit" loading={sending} data-testid="top-up-submit">
              {t('top_up.submit')}
            </Button>
          </Stack>
        </Form>
      </Stack>
    </Card>
  );
}
