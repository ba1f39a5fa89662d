import { PARCEL_FORM_ITEMS, type CustomsCategory } from '@yolla/contract/parcel-lists';
import type { Origin } from '@yolla/contract/countries';
import { Card, Stack } from '../../components/ui/layout.tsx';
import { declaredSum } from '../../lib/declared-sum.ts';
import { formatMoney } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import type { FormValues, PickupOption } from './declare-view.ts';

/** A declaration that can no longer change, read-only: the same facts the form holds. */
export function DeclarationView({ values, pickupPoints }: { values: FormValues; pickupPoints: PickupOption[] }) {
  const { t, locale } = useTranslation('declare');
  const total = declaredSum((name) => values[name]);
  const common = useTranslation('common').t;
  const none = t('none');
  const rows = Array.from({ length: PARCEL_FORM_ITEMS }, (_, row) => row).filter((row) =>
    Boolean(values[`items.${row}.category`]),
  );
  const point = pickupPoints.find((each) => each.id === values.pickup_point_id);
  const delivery =
    values.delivery_kind === 'pickup'
      ? `${t('delivery_pickup')}: ${point?.label ?? values.pickup_point_id ?? none}`
      : t('delivery_courier');
  const facts: [string, string][] = [
    [t('origin'), values.origin ? common(`origins.${values.origin as Origin}`) : none],
    [t('shop'), values.shop || none],
    [t('declared_total'), total ? formatMoney(total, locale) : none],
    [t('delivery'), delivery],
    [t('note'), values.note || none],
  ];
  return (
    <Card data-testid="declare-readonly">
      <Stack gap="md">
        <dl className="declare__facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <h2 className="y-title y-h4">{t('items')}</h2>
        <ul className="declare__readonly-items">
          {rows.map((row) => {
            const category = values[`items.${row}.category`] as CustomsCategory;
            return (
              <li key={row}>
                {t(`categories.${category}`)} — {values[`items.${row}.description`]}: {values[`items.${row}.quantity`]}{' '}
                × {values[`items.${row}.unit_price`]} {values[`items.${row}.currency`]}
              </li>
            );
          })}
        </ul>
      </Stack>
    </Card>
  );
}
