import { BUY_FOR_ME_LIMITS } from '@yolla/contract/buy-for-me-lists';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState, type MouseEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Card, Grid, Group, Stack } from '../../components/ui/layout.tsx';
import { TextInput } from '../../components/ui/input.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { buyForMeNewSearch } from './buy-for-me-search.ts';

type FieldProps = (name: string) => {
  name: string;
  error: string | undefined;
  defaultValue: string;
  autoFocus: boolean;
  onChange: () => void;
};

let nextKey = 1000;

/**
 * The item rows (1 to 10). "Add an item" and "remove item" are submit buttons of the form, so without JavaScript
 * the action gives the form back with a row more or less; with JavaScript they change the rows in place (the
 * fields are named by their position, so what was typed stays with its row).
 */
export function ItemRows({ count, field, base }: { count: number; field: FieldProps; base: string }) {
  const { t } = useTranslation('buyForMe');
  const [keys, setKeys] = useState(() => Array.from({ length: count }, (_, row) => row));
  const [counted, setCounted] = useState(count);
  if (counted !== count) {
    setCounted(count);
    setKeys(Array.from({ length: count }, (_, row) => row));
  }
  const add = (event: MouseEvent) => {
    event.preventDefault();
    setKeys((current) => (current.length < BUY_FOR_ME_LIMITS.items ? [...current, (nextKey += 1)] : current));
  };
  const remove = (key: number) => (event: MouseEvent) => {
    event.preventDefault();
    setKeys((current) => (current.length > 1 ? current.filter((each) => each !== key) : current));
  };
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
                <Grid cols={2} xs={4}>
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
                {keys.length > 1 ? (
                  <Group>
                    <Button
                      type="submit"
                      name="intent"
                      value="remove-item"
                      formAction={buyForMeNewSearch.href(base, { remove: String(row + 1) })}
                      formNoValidate
                      variant="subtle"
                      color="red"
                      size="xs"
                      leftSection={<IconTrash size={14} aria-hidden />}
                      onClick={remove(key)}
                    >
                      {t('form.remove_item', { number: row + 1 })}
                    </Button>
                  </Group>
                ) : null}
              </Stack>
            </Card>
          );
        })}
        {keys.length < BUY_FOR_ME_LIMITS.items ? (
          <Group>
            <Button
              type="submit"
              name="intent"
              value="add-item"
              formNoValidate
              variant="default"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={add}
            >
              {t('form.add_item')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </fieldset>
  );
}
