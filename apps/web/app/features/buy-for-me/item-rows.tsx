import { BUY_FOR_ME_LIMITS } from '@yolla/contract/buy-for-me-lists';
import { useItemRows, type FieldProps } from '../../components/form/item-rows.ts';
import { AddRowButton, RemoveRowButton } from '../../components/form/item-row-buttons.tsx';
import { Card, Grid, Stack } from '../../components/ui/layout.tsx';
import { TextInput } from '../../components/ui/input.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { buyForMeNewSearch } from './buy-for-me-search.ts';

/**
 * The item rows (1 to 10). "Add an item" and "remove item" are submit buttons of the form, so without JavaScript
 * the action gives the form back with a row more or less; with JavaScript they change the rows in place (the
 * fields are named by their position, so what was typed stays with its row).
 */
export function ItemRows({ count, field, base }: { count: number; field: FieldProps; base: string }) {
  const { t } = useTranslation('buyForMe');
  const { keys, add, remove, canAdd, canRemove } = useItemRows(count, BUY_FOR_ME_LIMITS.items);
  return (
    <fieldset className="buy-for-me-form__fieldset">
      <Stack gap="sm">
        <legend className="buy-for-me-form__legend">{t('form.items')}</legend>
        {keys.map((key, row) => {
          const name = (part: string) => field(`items.${row}.${part}`);
          const quantity = name('quantity');
          return (
            <Card key={key} padding="sm" className="buy-for-me-form__item" data-testid="buy-for-me-item">
              <Stack gap="xs">
                <h3 className="buy-for-me-form__item-title">{t('form.item', { number: row + 1 })}</h3>
                <TextInput
                  {...name('link')}
                  type="url"
                  inputMode="url"
                  label={t('form.link')}
                  description={t('form.link_hint')}
                  required
                />
                <TextInput
                  {...name('description')}
                  label={t('form.description')}
                  description={t('form.description_hint')}
                  required
                />
                <Grid cols={2} xs={4} className="y-field-row">
                  <TextInput {...name('color')} label={t('form.color')} />
                  <TextInput {...name('size')} label={t('form.size')} />
                  <TextInput
                    {...quantity}
                    defaultValue={quantity.defaultValue || '1'}
                    label={t('form.quantity')}
                    inputMode="numeric"
                    required
                  />
                  <TextInput
                    {...name('unit_price')}
                    label={t('form.unit_price')}
                    description={t('form.unit_price_hint')}
                    inputMode="decimal"
                    required
                  />
                </Grid>
                {canRemove ? (
                  <RemoveRowButton
                    label={t('form.remove_item', { number: row + 1 })}
                    action={buyForMeNewSearch.href(base, { remove: String(row + 1) })}
                    onClick={remove(key)}
                    noValidate
                  />
                ) : null}
              </Stack>
            </Card>
          );
        })}
        {canAdd ? <AddRowButton label={t('form.add_item')} onClick={add} noValidate /> : null}
      </Stack>
    </fieldset>
  );
}
