import type { UrlLang } from '@yolla/i18n';
import { Form, href } from 'react-router';
import { AppLink } from '../../components/app-link.tsx';
import { DELIVERY_SECTION_ID } from '../../components/parcels/next-step-link.tsx';
import { answerFor, IntentField, useIntentPending, type IntentAnswer } from '../../components/form/intent.tsx';
import { FormMessage } from '../../components/form/form-message.tsx';
import { Button, LinkButton } from '../../components/ui/button.tsx';
import { NativeSelect } from '../../components/ui/input.tsx';
import { anchorClass, Card, Stack, Text, Title } from '../../components/ui/layout.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { param, searchSchema } from '../../lib/search-params.ts';
import type { PackagePage } from './package.server.ts';

/** The courier wizard's query (features/courier-orders), opened with this parcel chosen. */
const courierWizard = searchSchema({ parcels: param.text(20) });

/** How the parcel reaches the customer, and a plain form to choose another pickup point while that may change. */
export function PackageDelivery({
  lang,
  parcel,
  points,
  answer,
}: {
  lang: UrlLang;
  parcel: PackagePage['parcel'];
  points: PackagePage['points'];
  answer: IntentAnswer<string> | null;
}) {
  const { t } = useTranslation('packages');
  const courier = useTranslation('courierOrders').t;
  const pending = useIntentPending('delivery');
  const { delivery } = parcel;
  const current =
    delivery === null
      ? t('detail.delivery_none')
      : delivery.kind === 'courier'
        ? t('detail.delivery_courier')
        : t('detail.delivery_pickup', { name: delivery.name });
  return (
    <Card id={DELIVERY_SECTION_ID}>
      <Stack gap="sm">
        <Title order={2} look={4}>
          {t('detail.delivery')}
        </Title>
        <Text data-testid="package-delivery">{current}</Text>
        {parcel.courierOrder ? (
          <AppLink
            to={href('/:lang/cabinet/orders/:id', { lang, id: parcel.courierOrder.id })}
            className={anchorClass({ underline: true })}
            data-testid="package-courier-order"
          >
            {t('detail.courier_order', {
              id: parcel.courierOrder.id,
              status: courier(`states.${parcel.courierOrder.status}`),
            })}
          </AppLink>
        ) : null}
        {parcel.courierOrderable ? (
          <div>
            <LinkButton
              to={courierWizard.href(href('/:lang/cabinet/orders/new', { lang }), { parcels: parcel.id })}
              variant="light"
              data-testid="package-order-courier"
            >
              {t('detail.order_courier')}
            </LinkButton>
          </div>
        ) : null}
        {parcel.deliveryChangeable && points.length > 0 ? (
          <Form method="post" className="package-delivery" data-testid="package-delivery-form">
            <IntentField intent="delivery" />
            <input type="hidden" name="id" value={parcel.id} />
            <FormMessage message={answerFor(answer, 'delivery')?.message} />
            <NativeSelect
              name="pickup_point_id"
              label={t(delivery?.kind === 'pickup' ? 'detail.delivery_change' : 'detail.delivery_choose')}
              required
              defaultValue={delivery?.kind === 'pickup' ? delivery.id : ''}
              data={[
                ...(delivery?.kind === 'pickup' ? [] : [{ value: '', label: t('detail.delivery_none') }]),
                ...points.map((point) => ({ value: point.id, label: point.name })),
              ]}
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
