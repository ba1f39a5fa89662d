import { Stack } from '../../components/ui/layout.tsx';
import { NativeSelect } from '../../components/ui/input.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import type { PickupOption } from './declare-view.ts';

type FieldProps = (name: string) => {
  name: string;
  error: string | undefined;
  defaultValue: string;
  autoFocus: boolean;
  onChange: () => void;
};

/** How the parcel reaches the customer: a pickup point of their country (by its stable id), or a courier. */
export function DeliveryFields({ field, pickupPoints }: { field: FieldProps; pickupPoints: PickupOption[] }) {
  const { t } = useTranslation('declare');
  const kind = field('delivery_kind');
  const chosen = kind.defaultValue || 'pickup';
  return (
    <fieldset className="declare__fieldset declare__delivery">
      <Stack gap="sm">
        <legend className="declare__legend">{t('delivery')}</legend>
        {(['pickup', 'courier'] as const).map((value) => (
          <label key={value} className="declare__choice">
            <input
              type="radio"
              name={kind.name}
              value={value}
              defaultChecked={chosen === value}
              onChange={kind.onChange}
            />
            <span>{value === 'pickup' ? t('delivery_pickup') : t('delivery_courier')}</span>
          </label>
        ))}
        <NativeSelect
          {...field('pickup_point_id')}
          label={t('pickup_point')}
          data={[
            { value: '', label: t('choose_pickup_point') },
            ...pickupPoints.map((point) => ({ value: point.id, label: point.label })),
          ]}
        />
      </Stack>
    </fieldset>
  );
}
