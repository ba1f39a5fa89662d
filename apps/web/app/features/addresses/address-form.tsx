import type { Country } from '@yolla/contract/countries';
import { Form } from 'react-router';
import { FormMessage } from '../../components/form/form-message.tsx';
import { IntentField, useIntentPending } from '../../components/form/intent.tsx';
import { useContractForm, type FormAnswer } from '../../components/form/use-contract-form.ts';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Card, Grid, Group, Stack, Text } from '../../components/ui/layout.tsx';
import { Button, LinkButton } from '../../components/ui/button.tsx';
import { NativeSelect, TextInput, Textarea } from '../../components/ui/input.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { addressesSearch } from './addresses-search.ts';
import type { AddressView } from './address-view.ts';
import { useFocusOnOpen } from './use-focus-on-open.ts';

export interface AddressFormProps {
  base: string;
  /** The address being changed; none for a new one. */
  address: AddressView | undefined;
  country: Country;
  cities: { code: string; name: string }[];
  postalExample: string;
  phoneExample: string;
  answer: FormAnswer | null;
  /** The courier order being made, kept through the form (empty: none). */
  returnTo: string;
}

type Field = 'city' | 'street' | 'building' | 'apartment' | 'postal_code' | 'phone' | 'note';

/**
 * A new address, or changes to one: checked with the rules of the customer's country in the browser and again by
 * the action; after a refusal the fields keep what was typed. Posts to the page with its `intent`.
 */
export function AddressForm(props: AddressFormProps) {
  const { base, address, country, cities, postalExample, phoneExample, answer, returnTo } = props;
  const { t } = useTranslation('addresses');
  const common = useTranslation('common').t;
  const intent = address ? 'update' : 'create';
  const saving = useIntentPending(intent);
  const form = useContractForm({ schema: (contract) => contract.addressFormSchema(country), answer });
  const field = (name: Field) => {
    const props = form.field(name);
    return { ...props, defaultValue: props.defaultValue ?? address?.[name] ?? '' };
  };
  const ticked = form.field('is_default');
  const heading = useFocusOnOpen<HTMLHeadingElement>(Boolean(answer));
  const title = address ? t('form.edit_title') : t('form.add_title');
  const example = (value: string) => t('form.example', { example: value });

  return (
    <Card as="section" className="addresses__panel" aria-labelledby="address-form-title">
      <Stack gap="md">
        <h2 className="y-title y-h4 addresses__panel-title" id="address-form-title" ref={heading} tabIndex={-1}>
          {title}
        </h2>
        <FormMessage message={form.message} />
        <Form
          method="post"
          action={addressesSearch.href(base, { ...(address ? { edit: address.id } : { add: true }), return: returnTo })}
          {...form.formProps}
          aria-labelledby="address-form-title"
          data-testid="address-form"
        >
          <IntentField intent={intent} />
          {address ? <input type="hidden" name="id" value={address.id} /> : null}
          <Stack gap="md">
            <Text size="sm">
              <span className="y-dimmed">{t('form.country')}:</span> {common(`country.${country}`)}
            </Text>
            <Grid cols={1} xs={2}>
              <NativeSelect
                {...field('city')}
                label={t('form.city')}
                data={[
                  { value: '', label: t('form.choose_city') },
                  ...cities.map((city) => ({ value: city.code, label: city.name })),
                ]}
                autoComplete="address-level2"
                required
              />
              <TextInput
                {...field('postal_code')}
                label={t('form.postal_code')}
                description={example(postalExample)}
                autoComplete="postal-code"
                required
              />
            </Grid>
            <TextInput {...field('street')} label={t('form.street')} autoComplete="address-line1" required />
            <Grid cols={2}>
              <TextInput {...field('building')} label={t('form.building')} autoComplete="address-line2" required />
              <TextInput {...field('apartment')} label={t('form.apartment')} autoComplete="address-line3" />
            </Grid>
            <TextInput
              {...field('phone')}
              label={t('form.phone')}
              description={example(phoneExample)}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              required
            />
            <Textarea {...field('note')} label={t('form.note')} description={t('form.note_hint')} />
            {address?.isDefault ? (
              <Text size="sm" dimmed>
                {t('form.is_default_now')}
              </Text>
            ) : (
              <Checkbox
                name={ticked.name}
                value="on"
                error={ticked.error}
                defaultChecked={ticked.defaultValue === 'on'}
                onChange={ticked.onChange}
                label={t('form.is_default')}
              />
            )}
            <Group gap="sm">
              <Button type="submit" loading={saving}>
                {address ? t('form.save') : t('form.create')}
              </Button>
              <LinkButton to={addressesSearch.href(base, { return: returnTo })} variant="default">
                {t('form.cancel')}
              </LinkButton>
            </Group>
          </Stack>
        </Form>
      </Stack>
    </Card>
  );
}
