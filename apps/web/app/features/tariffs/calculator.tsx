import { COUNTRIES, ORIGINS, type Country } from '@yolla/contract/countries';
import { useEffect, useRef, type FormEvent } from 'react';
import { Form, useNavigation, useSubmit } from 'react-router';
import { contract } from '../../components/contract.ts';
import { FormMessage } from '../../components/form/form-message.tsx';
import { useContractForm, type FormAnswer } from '../../components/form/use-contract-form.ts';
import { Grid, Stack, Text, Title } from '../../components/ui/layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { NativeSelect, TextInput } from '../../components/ui/input.tsx';
import { formValues } from '../../lib/form-errors.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { QuoteResult } from '../../components/tariffs/quote-result.tsx';
import type { QuoteView } from './tariffs.server.ts';

export interface CalculatorProps {
  destination: Country;
  canChooseDestination: boolean;
  /** The action's last answer: the form's messages and kept values when refused. */
  answer: FormAnswer | null;
  quote: QuoteView | null;
}

const LIVE_DELAY_MS = 450;

/**
 * The calculator: a form that posts to the page's action (so it works without JavaScript) and, with it, asks
 * again by itself a moment after each change that leaves the form valid, so the answer follows what is typed.
 */
export function Calculator({ destination, canChooseDestination, answer, quote }: CalculatorProps) {
  const { t } = useTranslation('tariffs');
  const { t: tc } = useTranslation();
  const form = useContractForm({ schema: (c) => c.tariffCalculatorFormSchema, answer });
  const submit = useSubmit();
  const navigation = useNavigation();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const live = (event: FormEvent<HTMLFormElement>) => {
    const element = event.currentTarget;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      void contract.load().then((loaded) => {
        if (!loaded.tariffCalculatorFormSchema.safeParse(formValues(new FormData(element))).success) return;
        void submit(element, { method: 'post', replace: true, preventScrollReset: true });
      });
    }, LIVE_DELAY_MS);
  };
  const kept = answer?.values ?? {};
  const side = (name: 'length_cm' | 'width_cm' | 'height_cm') => (
    <TextInput {...form.field(name)} label={t(`calculator.${name}`)} inputMode="decimal" autoComplete="off" />
  );

  return (
    <section aria-labelledby="calculator-title" className="tariffs-section tariffs-calculator">
      <Stack gap="md">
        <div>
          <Title order={2} id="calculator-title">
            {t('calculator.title')}
          </Title>
          <Text dimmed size="sm">
            {t('calculator.intro')}
          </Text>
        </div>
        <Form method="post" {...form.formProps} onChange={live} aria-label={t('calculator.title')}>
          <Stack gap="md">
            <Grid cols={1} xs={2}>
              <NativeSelect
                {...form.field('origin')}
                defaultValue={kept.origin ?? 'TR'}
                label={t('calculator.origin')}
                data={ORIGINS.map((code) => ({ value: code, label: tc(`origins.${code}`) }))}
              />
              {canChooseDestination ? (
                <NativeSelect
                  {...form.field('destination')}
                  defaultValue={kept.destination ?? destination}
                  label={t('calculator.destination')}
                  data={COUNTRIES.map((code) => ({ value: code, label: tc(`country.${code}`) }))}
                />
              ) : (
                <input type="hidden" name="destination" value={destination} />
              )}
            </Grid>
            <TextInput
              {...form.field('weight_kg')}
              label={t('calculator.weight_kg')}
              description={t('calculator.weight_hint')}
              inputMode="decimal"
              autoComplete="off"
              required
            />
            <fieldset className="tariffs-calculator__size">
              <legend>{t('calculator.size')}</legend>
              <Text size="sm" dimmed>
                {t('calculator.size_hint')}
              </Text>
              <Grid cols={3} gap="sm">
                {side('length_cm')}
                {side('width_cm')}
                {side('height_cm')}
              </Grid>
            </fieldset>
            <Button type="submit" loading={navigation.state === 'submitting'} data-testid="calculate">
              {t('calculator.submit')}
            </Button>
          </Stack>
        </Form>
        <div aria-live="polite" data-testid="quote-region">
          <FormMessage message={form.message} />
          {quote ? <QuoteResult quote={quote} /> : null}
        </div>
      </Stack>
    </section>
  );
}
