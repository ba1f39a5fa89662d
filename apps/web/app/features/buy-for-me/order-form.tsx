import { BUY_FOR_ME_LIMITS } from '@yolla/contract/buy-for-me-lists';
import { ORIGINS } from '@yolla/contract/countries';
import { PARCEL_CURRENCIES } from '@yolla/contract/parcel-lists';
import type { WalletCurrency } from '@yolla/contract';
import { Form } from 'react-router';
import { FormMessage } from '../../components/form/form-message.tsx';
import { useIntentPending, type IntentAnswer } from '../../components/form/intent.tsx';
import { rowsIn } from '../../components/form/item-rows.ts';
import { ItemsSum } from '../../components/form/items-sum.tsx';
import { useContractForm } from '../../components/form/use-contract-form.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, Grid, Group, Stack } from '../../components/ui/layout.tsx';
import { NativeSelect, TextInput, Textarea } from '../../components/ui/input.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import type { FormValues } from './buy-for-me-view.ts';
import { ItemRows } from './item-rows.tsx';

/**
 * The order: the shop's country and currency, the items, the shop's delivery, the balance that pays and a note.
 * Checked with the contract's form schema in the browser and again by the action; "Review the order" asks the API
 * for the amounts, and every refusal gives the form back as typed, each message on its field.
 */
export function OrderForm(props: {
  base: string;
  initial: FormValues;
  payCurrencies: WalletCurrency[];
  /** The form's own answer (a refusal, or a row more or less), or null. */
  answer: IntentAnswer<string> | null;
}) {
  const { base, initial, payCurrencies, answer } = props;
  const { t } = useTranslation('buyForMe');
  const common = useTranslation('common').t;
  const form = useContractForm({ schema: (c) => c.buyForMeFormSchema, answer });
  const values: FormValues = answer ? answer.values : initial;
  const field = (name: string) => ({ ...form.field(name), defaultValue: values[name] ?? '' });
  const reviewing = useIntentPending('review');
  return (
    <Form method="post" {...form.formProps} className="buy-for-me-form" data-testid="buy-for-me-form">
      {/* The form's default button (Enter in a field): the review, never adding or removing a row. */}
      <button type="submit" name="intent" value="review" className="buy-for-me-form__default" tabIndex={-1} aria-hidden>
        {t('form.review')}
      </button>
      <Stack gap="lg">
        <FormMessage message={form.message} />
        <Card as="section" aria-labelledby="buy-for-me-shop">
          <Stack gap="md">
            <h2 className="y-title y-h4" id="buy-for-me-shop">
              {t('form.shop')}
            </h2>
            <Grid cols={1} xs={2}>
              <NativeSelect
                {...field('shop_country')}
                label={t('form.shop_country')}
                data={ORIGINS.map((origin) => ({ value: origin, label: common(`origins.${origin}`) }))}
                required
              />
              <NativeSelect
                {...field('currency')}
                label={t('form.currency')}
                description={t('form.currency_hint')}
                data={PARCEL_CURRENCIES.map((currency) => ({ value: currency, label: currency }))}
                required
              />
            </Grid>
          </Stack>
        </Card>
        <ItemRows count={rowsIn(values, BUY_FOR_ME_LIMITS.items)} field={field} base={base} />
        <Card>
          <Stack gap="md">
            <ItemsSum words={(sum) => t('form.items_sum', { sum })} testId="buy-for-me-sum" currencyField="currency" />
            <Grid cols={1} xs={2}>
              <TextInput
                {...field('local_delivery')}
                label={t('form.local_delivery')}
                description={t('form.local_delivery_hint')}
                inputMode="decimal"
              />
              <NativeSelect
                {...field('pay_currency')}
                label={t('form.pay_currency')}
                data={payCurrencies.map((currency) => ({ value: currency, label: currency }))}
                required
              />
            </Grid>
            <Textarea {...field('note')} label={t('form.note')} description={t('form.note_hint')} />
            <Group>
              <Button type="submit" name="intent" value="review" loading={reviewing} data-testid="buy-for-me-review">
                {t('form.review')}
              </Button>
            </Group>
          </Stack>
        </Card>
      </Stack>
    </Form>
  );
}
