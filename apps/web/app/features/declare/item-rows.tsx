import { CUSTOMS_CATEGORIES, PARCEL_CURRENCIES, PARCEL_FORM_ITEMS } from '@yolla/contract/parcel-lists';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState, type MouseEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card, Grid, Group, Stack } from '../../components/ui/layout.tsx';
import { NativeSelect, TextInput } from '../../components/ui/input.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { declareSearch } from './declare-search.ts';

type FieldProps = (name: string) => {
  name: string;
  error: string | undefined;
  defaultValue: string;
  autoFocus: boolean;
  onChange: () => void;
};

/** How many item rows the values hold (at least one). */
export function rowsIn(values: Partial<Record<string, string>>): number {
  let rows = 0;
  for (let row = 0; row < PARCEL_FORM_ITEMS; row += 1) {
    if (Object.keys(values).some((name) => name.startsWith(`items.${row}.`))) rows = row + 1;
  }
  return Math.max(rows, 1);
}

let nextKey = 1000;

/**
 * The item rows. "Add item" and "remove item" are submit buttons of the form, so without JavaScript the action
 * gives the form back with a row more or less; with JavaScript they change the rows in place (the fields are
 * named by their position, so what was typed stays with its row).
 */
export function ItemRows({ count, field, base }: { count: number; field: FieldProps; base: string }) {
  const { t } = useTranslation('declare');
  const [keys, setKeys] = useState(() => Array.from({ length: count }, (_, row) => row));
  const [counted, setCounted] = useState(count);
  if (counted !== count) {
    setCounted(count);
    setKeys(Array.from({ length: count }, (_, row) => row));
  }
  const add = (event: MouseEvent) => {
    event.preventDefault();
    setKeys((current) => (current.length < PARCEL_FORM_ITEMS ? [...current, (nextKey += 1)] : current));
  };
  const remove = (key: number) => (event: MouseEvent) => {
    event.preventDefault();
    setKeys((current) => (current.length > 1 ? current.filter((each) => each !== key) : current));
  };
  const categories = [
    { value: '', label: t('choose_category') },
    ...CUSTOMS_CATEGORIES.map((category) => ({ value: category, label: t(`categories.${category}`) })),
  ];
  const currencies = PARCEL_CURRENCIES.map((currency) => ({ value: currency, label: currency }));

  return (
    <fieldset className="declare__fieldset declare__items">
      <Stack gap="sm">
        <legend className="declare__legend">{t('items')}</legend>
        {keys.map((key, row) => {
          const name = (part: string) => field(`items.${row}.${part}`);
          const quantity = name('quantity');
          return (
            <Card key={key} padding="sm" className="declare__item" data-testid="declare-item">
              <Stack gap="xs">
                <h3 className="declare__item-title">{t('item', { number: row + 1 })}</h3>
                <Grid cols={1} xs={2}>
                  <NativeSelect {...name('category')} label={t('category')} data={categories} required />
                  <TextInput {...name('description')} label={t('description')} required />
                </Grid>
                <Grid cols={3}>
                  <TextInput
                    {...quantity}
                    defaultValue={quantity.defaultValue || '1'}
                    label={t('quantity')}
                    inputMode="numeric"
                    required
                  />
                  <TextInput
                    {...name('unit_price')}
                    label={t('unit_price')}
                    description={t('unit_price_hint')}
                    inputMode="decimal"
                    required
                  />
                  <NativeSelect {...name('currency')} label={t('currency')} data={currencies} required />
                </Grid>
                {keys.length > 1 ? (
                  <Group>
                    <Button
                      type="submit"
                      name="intent"
                      value="remove-item"
                      formAction={declareSearch.href(base, { remove: String(row + 1) })}
                      variant="subtle"
                      color="red"
                      size="xs"
                      leftSection={<IconTrash size={14} aria-hidden />}
                      onClick={remove(key)}
                    >
                      {t('remove_item', { number: row + 1 })}
                    </Button>
                  </Group>
                ) : null}
              </Stack>
            </Card>
          );
        })}
        {keys.length < PARCEL_FORM_ITEMS ? (
          <Group>
            <Button
              type="submit"
              name="intent"
              value="add-item"
              variant="default"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={add}
            >
              {t('add_item')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </fieldset>
  );
}
