import { Form } from 'react-router';
import { FormMessage } from '../../components/form/form-message.tsx';
import { IntentField, useIntentPending } from '../../components/form/intent.tsx';
import { useContractForm, type FormAnswer } from '../../components/form/use-contract-form.ts';
import { Button } from '../../components/ui/button.tsx';
import { NativeSelect, TextInput } from '../../components/ui/input.tsx';
import { Card, Grid, Stack, Text, Title } from '../../components/ui/layout.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { QuoteCard } from './quote-card.tsx';
import type { QuoteView, WalletPage } from './wallet-view.ts';

/**
 * Conversion between the customer's currencies: from, to and an amount (the contract's `conversionFormSchema`) ask
 * for a quote, which shows the rate, the spread, what is given and received and how long it holds, with a button
 * that confirms it. A refusal (an expired quote, too little money) shows here, the form as it was typed.
 */
export function ConversionPanel(props: { page: WalletPage; quote: QuoteView | null; answer: FormAnswer | null }) {
  const { page, quote, answer } = props;
  const { t } = useTranslation('wallet');
  const form = useContractForm({ schema: (contract) => contract.conversionFormSchema, answer });
  const asking = useIntentPending('quote');
  const options = page.currencies.map((code) => ({ value: code, label: code }));
  const typed = (name: 'from' | 'to' | 'amount', fallback: string) => {
    const field = form.field(name);
    return { ...field, defaultValue: field.defaultValue ?? quote?.values[name] ?? fallback };
  };
  return (
    <Card as="section" aria-labelledby="wallet-convert-title" className="wallet__panel">
      <Stack gap="sm">
        <Title order={2} look={4} id="wallet-convert-title">
          {t('convert.title')}
        </Title>
        <Text size="sm" dimmed>
          {t('convert.intro', { spread: page.spread })}
        </Text>
        <FormMessage message={form.message} testId="convert-error" />
        <Form method="post" {...form.formProps} aria-labelledby="wallet-convert-title" data-testid="convert-form">
          <IntentField intent="quote" />
          <Stack gap="sm">
            <Grid cols={2}>
              <NativeSelect {...typed('from', page.currencies[0] ?? 'USD')} label={t('convert.from')} data={options} />
              <NativeSelect {...typed('to', page.currencies[2] ?? 'USD')} label={t('convert.to')} data={options} />
            </Grid>
            <TextInput
              {...typed('amount', '')}
              label={t('convert.amount')}
              inputMode="decimal"
              autoComplete="off"
              required
            />
            <Button type="submit" variant={quote ? 'default' : undefined} loading={asking} data-testid="quote-submit">
              {quote ? t('convert.new_quote') : t('convert.submit')}
            </Button>
          </Stack>
        </Form>
        {quote ? <QuoteCard key={quote.id} quote={quote} idempotencyKey={page.keys.convert} /> : null}
      </Stack>
    </Card>
  );
}
