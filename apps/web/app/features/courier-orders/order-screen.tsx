import type { UrlLang } from '@yolla/i18n';
import { useEffect, useRef } from 'react';
import { Form, href } from 'react-router';
import { AppLink } from '../../components/app-link.tsx';
import { FormMessage } from '../../components/form/form-message.tsx';
import { answerFor, IntentField, useIntentPending, type IntentAnswer } from '../../components/form/intent.tsx';
import { ParcelLink } from '../../components/parcels/parcel-link.tsx';
import { Button, LinkButton } from '../../components/ui/button.tsx';
import { Alert, anchorClass, Card, Grid, Group, Stack, Text, Title } from '../../components/ui/layout.tsx';
import { IDEMPOTENCY_FIELD } from '../../lib/idempotency-key.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { orderSearch } from './courier-orders-search.ts';
import type { OrderPage } from './order.server.ts';
import { OrderStatusBadge } from './status-badge.tsx';

/**
 * One courier order: its state, parcels, the address it goes to, the slot on the city's clocks, the fee and its
 * road; the cancellation (a confirm step by the address, `?cancel`) while the courier has not planned it yet.
 */
export function OrderScreen(props: { lang: UrlLang; page: OrderPage; answer: IntentAnswer<string> | null }) {
  const { lang, page, answer } = props;
  const { t } = useTranslation('courierOrders');
  return (
    <Stack gap="lg" className="courier-orders courier-order">
      <AppLink to={href('/:lang/cabinet/orders', { lang })} className={anchorClass({ size: 'sm' })}>
        {t('detail.back')}
      </AppLink>
      <Stack gap="xs">
        <Title order={1} look={2}>
          {t('detail.title', { id: page.id })}
        </Title>
        <Group gap="xs">
          <Text dimmed as="span">
            {t('detail.status')}
          </Text>
          <OrderStatusBadge status={page.status} testId="courier-order-status" />
        </Group>
      </Stack>
      {page.refunded ? (
        <Alert tone="teal" data-testid="courier-order-refund">
          {t('detail.refunded', { amount: page.refunded })}
        </Alert>
      ) : null}
      <Grid cols={1} md={2} gap="lg">
        <Card>
          <Stack gap="sm">
            <Title order={2} look={4}>
              {t('detail.parcels')}
            </Title>
            <ul className="courier-order__parcels" data-testid="courier-order-parcels">
              {page.parcels.map((parcel) => (
                <li key={parcel.id}>
                  <ParcelLink lang={lang} id={parcel.id} tracking={parcel.tracking} />
                  {parcel.weight ? <span className="y-dimmed"> · {parcel.weight}</span> : null}
                </li>
              ))}
            </ul>
            <dl className="facts">
              <div>
                <dt>{t('detail.weight')}</dt>
                <dd>{page.weight}</dd>
              </div>
              <div>
                <dt>{t('detail.fee')}</dt>
                <dd data-testid="courier-order-fee">{page.fee}</dd>
              </div>
              <div>
                <dt>{t('detail.slot')}</dt>
                <dd data-testid="courier-order-slot">
                  {page.slot} <span className="y-dimmed">({page.zone})</span>
                </dd>
              </div>
            </dl>
            <Title order={2} look={4}>
              {t('detail.address')}
            </Title>
            <Text data-testid="courier-order-address">{page.address.line}</Text>
            <Text size="sm" dimmed>
              {t('detail.phone', { phone: page.address.phone })}
            </Text>
            {page.address.note ? (
              <Text size="sm" dimmed>
                {t('detail.note', { note: page.address.note })}
              </Text>
            ) : null}
          </Stack>
        </Card>
        <Card>
          <Title order={2} look={4} id="courier-order-timeline">
            {t('detail.timeline')}
          </Title>
          <ol className="timeline" aria-labelledby="courier-order-timeline" data-testid="courier-order-timeline">
            {page.timeline.map((step) => (
              <li key={step.state} className="timeline__step" data-done={step.at ? 'true' : 'false'}>
                <Text weight={600} as="span">
                  {t(`detail.events.${step.state}`)}
                </Text>
                <Text size="sm" dimmed as="span">
                  {step.at ?? t('detail.pending')}
                </Text>
                {step.detail ? (
                  <Text size="sm" as="span">
                    {step.detail}
                  </Text>
                ) : null}
              </li>
            ))}
          </ol>
        </Card>
      </Grid>
      <Cancel lang={lang} page={page} answer={answer} />
    </Stack>
  );
}

function Cancel({ lang, page, answer }: { lang: UrlLang; page: OrderPage; answer: IntentAnswer<string> | null }) {
  const { t } = useTranslation('courierOrders');
  const pending = useIntentPending('cancel');
  const self = href('/:lang/cabinet/orders/:id', { lang, id: page.id });
  const { cancel } = page;
  if (cancel.kind === 'none') return <FormMessage message={answerFor(answer, 'cancel')?.message} />;
  return (
    <Card data-testid="courier-order-cancel">
      <Stack gap="sm">
        <Title order={2} look={4}>
          {t('detail.cancel.title')}
        </Title>
        <FormMessage message={answerFor(answer, 'cancel')?.message} />
        {cancel.kind === 'scheduled' ? (
          <Text data-testid="courier-order-not-cancellable">{t('detail.cancel.scheduled')}</Text>
        ) : cancel.confirming ? (
          <Form method="post" action={self} className="courier-order__confirm">
            <Stack gap="sm">
              <Question text={t('detail.cancel.question', { fee: page.fee })} />
              <IntentField intent="cancel" />
              <input type="hidden" name="id" value={page.id} />
              <input type="hidden" name={IDEMPOTENCY_FIELD} value={cancel.idempotencyKey} />
              <Group gap="sm">
                <Button
                  type="submit"
                  color="red"
                  loading={pending}
                  aria-describedby="courier-cancel-question"
                  data-testid="courier-order-cancel-confirm"
                >
                  {t('detail.cancel.confirm')}
                </Button>
                <LinkButton to={self} variant="default">
                  {t('detail.cancel.keep')}
                </LinkButton>
              </Group>
            </Stack>
          </Form>
        ) : (
          <div>
            <LinkButton
              to={orderSearch.href(self, { cancel: true })}
              variant="light"
              color="red"
              data-testid="courier-order-cancel-link"
            >
              {t('detail.cancel.link')}
            </LinkButton>
          </div>
        )}
      </Stack>
    </Card>
  );
}

/** The confirm step's question, which takes the focus when the step opens. */
function Question({ text }: { text: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <p className="y-text" id="courier-cancel-question" ref={ref} tabIndex={-1}>
      {text}
    </p>
  );
}
