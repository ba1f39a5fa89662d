import type { Carrier } from '@yolla/contract/carriers';
import { KNOWN_SHOPS, PARCEL_FORM_ITEMS } from '@yolla/contract/parcel-lists';
import { ORIGINS } from '@yolla/contract/countries';
import type { ReactNode } from 'react';
import { Form } from 'react-router';
import { AppLink } from '../../components/app-link.tsx';
import { FormMessage } from '../../components/form/form-message.tsx';
import { answerFor, useIntentPending, type IntentAnswer } from '../../components/form/intent.tsx';
import { rowsIn } from '../../components/form/item-rows.ts';
import { ItemsSum } from '../../components/form/items-sum.tsx';
import { useContractForm } from '../../components/form/use-contract-form.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card, Grid, Group, Stack, Text } from '../../components/ui/layout.tsx';
import { NativeSelect, TextInput, Textarea } from '../../components/ui/input.tsx';
import { declaredSum } from '../../lib/declared-sum.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { DeliveryFields } from './delivery-fields.tsx';
import { EXISTING_FIELD, PROBLEM_FIELD, type FormValues, type PickupOption } from './declare-view.ts';
import { ItemRows } from './item-rows.tsx';
import { TrackingField } from './tracking-field.tsx';

export type DeclareIntent = 'declare' | 'save' | 'add-item' | 'remove-item';

export interface DeclarationFormProps {
  /** `declare` names the tracking number; `save` changes the parcel `id`'s declaration. */
  mode: { intent: 'declare' } | { intent: 'save'; id: string; trackingNumber: string };
  /** The page's own address (the no-JavaScript row buttons post to it). */
  base: string;
  initial: FormValues;
  carrier: Carrier | null;
  pickupPoints: PickupOption[];
  hasInvoice: boolean;
  /** The largest invoice the API takes, in megabytes. */
  invoiceLimitMb: number;
  /** Where an already declared parcel and the profile settings are. */
  links: { parcel: (id: string) => string; settings: string };
  answer: IntentAnswer<DeclareIntent> | null;
  /** Under the items' sum: the customs-limit meter (its own feature, placed by the route) for the values shown. */
  meter?: ((values: FormValues) => ReactNode) | undefined;
}

/**
 * The declaration: number, warehouse, shop, items, total, invoice, delivery and note. Checked with the contract's
 * form schema in the browser and again by the action; every refusal gives the form back as it was typed.
 */
export function DeclarationForm({
  mode,
  base,
  initial,
  carrier,
  pickupPoints,
  hasInvoice,
  invoiceLimitMb,
  links,
  answer,
  meter,
}: DeclarationFormProps) {
  const { t } = useTranslation('declare');
  const common = useTranslation('common').t;
  const mine = answerFor(answer, mode.intent, 'add-item', 'remove-item');
  const form = useContractForm({
    schema: (c) => (mode.intent === 'declare' ? c.parcelFormSchema : c.parcelChangeFormSchema),
    answer: mine,
  });
  const values: FormValues = mine ? mine.values : initial;
  const field = (name: string) => {
    const props = form.field(name);
    return { ...props, defaultValue: values[name] ?? '' };
  };
  const saving = useIntentPending(mode.intent);
  const problem = values[PROBLEM_FIELD];
  const existing = values[EXISTING_FIELD];
  const keptInvoice = values.invoice_file_id;
  const invoiceError = form.errors.invoice;

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...form.formProps}
      className="declare__form"
      data-testid="declare-form"
    >
      {/* The form's default button (Enter in a field): declaring, never adding or removing a row. */}
      <button type="submit" name="intent" value={mode.intent} className="declare__default" tabIndex={-1} aria-hidden>
        {t('submit')}
      </button>
      {mode.intent === 'save' ? <input type="hidden" name="id" value={mode.id} /> : null}
      <input type="hidden" name="invoice_file_id" value={keptInvoice ?? ''} />
      <Stack gap="lg">
        <FormMessage message={form.message} />
        {problem === 'parcels.already_declared' && existing ? (
          <Text>
            <AppLink to={links.parcel(existing)} data-testid="declare-existing">
              {t('already_declared_link')}
            </AppLink>
          </Text>
        ) : null}
        {problem === 'parcels.profile_incomplete' ? (
          <Text>
            <AppLink to={links.settings} data-testid="declare-profile">
              {t('profile_incomplete_link')}
            </AppLink>
          </Text>
        ) : null}
        <Card as="section" aria-labelledby="declare-parcel">
          <Stack gap="md">
            <h2 className="y-title y-h4" id="declare-parcel">
              {t('parcel_section')}
            </h2>
            {mode.intent === 'declare' ? (
              <TrackingField field={field('tracking_number')} carrier={carrier} />
            ) : (
              <Text data-testid="declare-number">
                <span className="y-dimmed">{t('tracking')}:</span> {mode.trackingNumber}
              </Text>
            )}
            <Grid cols={1} xs={2}>
              <NativeSelect
                {...field('origin')}
                label={t('origin')}
                data={ORIGINS.map((origin) => ({ value: origin, label: common(`origins.${origin}`) }))}
                required
              />
              <TextInput
                {...field('shop')}
                label={t('shop')}
                description={t('shop_hint')}
                list="declare-shops"
                required
              />
            </Grid>
            <datalist id="declare-shops">
              {KNOWN_SHOPS.map((shop) => (
                <option key={shop} value={shop} />
              ))}
            </datalist>
          </Stack>
        </Card>
        <ItemRows count={rowsIn(values, PARCEL_FORM_ITEMS)} field={field} base={base} />
        <Card>
          <Stack gap="md">
            <Stack gap={4}>
              <ItemsSum
                words={(sum) => t('items_sum', { sum })}
                testId="declare-sum"
                initial={declaredSum((name) => values[name])}
                className="declare__total"
              />
              <Text size="sm" dimmed>
                {t('declared_total_hint')}
              </Text>
            </Stack>
            {meter ? meter(values) : null}
            <Stack gap={4}>
              <label htmlFor="declare-invoice" className="declare__label">
                {t('invoice')}
              </label>
              <span id="declare-invoice-hint" className="declare__hint">
                {keptInvoice ? (mode.intent === 'save' && hasInvoice ? t('invoice_current') : t('invoice_kept')) : null}{' '}
                {t('invoice_hint', { size: invoiceLimitMb })}
              </span>
              <input
                id="declare-invoice"
                type="file"
                name="invoice"
                accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
                className="declare__file"
                aria-describedby={invoiceError ? 'declare-invoice-hint declare-invoice-error' : 'declare-invoice-hint'}
                aria-invalid={invoiceError ? true : undefined}
              />
              {invoiceError ? (
                <span id="declare-invoice-error" className="declare__error" data-testid="invoice-error">
                  {invoiceError}
                </span>
              ) : null}
            </Stack>
            <DeliveryFields field={field} pickupPoints={pickupPoints} />
            <Textarea {...field('note')} label={t('note')} description={t('note_hint')} />
            <Group>
              <Button type="submit" name="intent" value={mode.intent} loading={saving}>
                {mode.intent === 'declare' ? t('submit') : t('save')}
              </Button>
            </Group>
          </Stack>
        </Card>
      </Stack>
    </Form>
  );
}
