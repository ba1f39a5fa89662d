import { Form } from 'react-router';
import { answerFor, IntentField, useIntentPending, type IntentAnswer } from '../../components/form/intent.tsx';
import { FormMessage } from '../../components/form/form-message.tsx';
import { Button } from '../../components/ui/button.tsx';
import { NativeSelect } from '../../components/ui/input.tsx';
import { Card, Stack, Text, Title } from '../../components/ui/layout.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import type { PackagePage } from './package.server.ts';

/** How the parcel reaches the customer, and a plain form to choose another pickup point while that may change. */
export function PackageDelivery({
  parcel,
  points,
  answer,
}: {
  parcel: PackagePage['parcel'];
  points: PackagePage['points'];
  answer: IntentAnswer<string> | null;
}) {
  const { t } = useTranslation('packages');
  const pending = useIntentPending('delivery');
  const { delivery } = parcel;
  const current =
    delivery === null
      ? t('detail.delivery_none')
      : delivery.kind === 'courier'
        ? t('detail.delivery_courier')
        : t('detail.delivery_pickup', { name: delivery.name });
  return (
    <Card>
      <Stack gap="sm">
        <Title order={2} look={4}>
          {t('detail.delivery')}
        </Title>
        <Text data-testid="package-delivery">{current}</Text>
        {parcel.deliveryChangeable && points.length > 0 ? (
          <Form method="post" className="package-delivery" data-testid="package-delivery-form">
            <IntentField intent="delivery" />
            <input type="hidden" name="id" value={parcel.id} />
            <FormMessage message={answerFor(answer, 'delivery')?.message} />
            <NativeSelect
              name="pickup_point_id"
              label={t('detail.delivery_change')}
              defaultValue={delivery?.kind === 'pickup' ? delivery.id : points[0]?.id}
              data={points.map((point) => ({ value: point.id, label: point.name }))}
            />
            <Button type="submit" loading={pending}>
              {t('detail.delivery_save')}
            </Button>
          </Form>
        ) : !parcel.deliveryChangeable ? (
          <Text size="sm" dimmed>
            {t('detail.delivery_locked')}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
