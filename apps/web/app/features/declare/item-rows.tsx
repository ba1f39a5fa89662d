import { CUSTOMS_CATEGORIES, PARCEL_CURRENCIES, PARCEL_FORM_ITEMS } from '@yolla/contract/parcel-lists';
import { useItemRows, type FieldProps } from '../../components/form/item-rows.ts';
import { AddRowButton, RemoveRowButton } from '../../components/form/item-row-buttons.tsx';
import { Card, Grid, Stack } from '../../components/ui/layout.tsx';
import { NativeSelect, TextInput } from '../../components/ui/input.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { declareSearch } from './declare-search.ts';

/**
 * The item rows. "Add item" and "remove item" are submit buttons of the form, so without JavaScript the action
 * gives the form back with a row more or less; with JavaScript they change the rows in place (the fields are
 * named by their position, so what was typed stays with its row).
 */
export function ItemRows({ count, field, base }: { count: number; field: FieldProps; base: string }) {
  const { t } = useTranslation('declare');
  const { keys, add, remove, canAdd, canRemove } = useItemRows(count, PARCEL_FORM_ITEMS);
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
                <Grid cols={3} className="y-field-row">
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
                {canRemove ? (
                  <RemoveRowButton
                    label={t('remove_item', { number: row + 1 })}
                    action={declareSearch.href(base, { remove: String(row + 1) })}
                    onClick={remove(key)}
                  />
                ) : null}
              </Stack>
            </Card>
          );
        })}
        {canAdd ? <AddRowButton label={t('add_item')} onClick={add} /> : null}
      </Stack>
    </fieldset>
  );
}
