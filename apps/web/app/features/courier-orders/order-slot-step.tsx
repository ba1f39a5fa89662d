import { IconTruckDelivery } from '@tabler/icons-react';
import type { UrlLang } from '@yolla/i18n';
import { Form } from 'react-router';
import { FormMessage } from '../../components/form/form-message.tsx';
import { answerFor, IntentField, useIntentPending, type IntentAnswer } from '../../components/form/intent.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Alert, Card, Stack, Text, Title } from '../../components/ui/layout.tsx';
import { IDEMPOTENCY_FIELD } from '../../lib/idempotency-key.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { Chosen } from './order-chosen.tsx';
import type { NewOrderPage } from './order-new.server.ts';

type SlotPage = Extract<NewOrderPage, { step: 'slot' }>;

/**
 * The last step: the fee for the city and the weight, the balance, and the order form: the free slots grouped by day
 * on the city's clocks (the zone named), then "Order and pay" with the rendering's idempotency key. When the balance
 * is short, what is missing and a top-up that comes back here instead of the button.
 */
export function SlotStep({
  lang,
  page,
  answer,
}: {
  lang: UrlLang;
  page: SlotPage;
  answer: IntentAnswer<string> | null;
}) {
  const { t } = useTranslation('courierOrders');
  const pending = useIntentPending('order');
  const mine = answerFor(answer, 'order');
  const chosenSlot = mine?.values.slot ?? page.query.slot;
  const slotError = mine?.fields.slot;
  return (
    <>
      <Chosen lang={lang} page={page} />
      <Card data-testid="courier-new-quote">
        <Title order={2} look={4}>
          {t('new.quote.title')}
        </Title>
        <dl className="courier-new__figures">
          <div>
            <dt>{t('new.quote.weight')}</dt>
            <dd>{page.weight}</dd>
          </div>
          <div>
            <dt>{t('new.quote.fee', { city: page.city })}</dt>
            <dd data-testid="courier-new-fee">{page.fee}</dd>
          </div>
          <div>
            <dt>{t('new.quote.balance')}</dt>
            <dd data-testid="courier-new-balance">{page.balance}</dd>
          </div>
          {page.after ? (
            <div>
              <dt>{t('new.quote.after')}</dt>
              <dd>{page.after}</dd>
            </div>
          ) : null}
        </dl>
      </Card>
      <Card>
        <Form method="post" data-testid="courier-new-order">
          <Stack gap="md">
            <IntentField intent="order" />
            <input type="hidden" name={IDEMPOTENCY_FIELD} value={page.idempotencyKey} />
            <input type="hidden" name="parcels" value={page.chosen.map((parcel) => parcel.id).join(',')} />
            <input type="hidden" name="address_id" value={page.address.id} />
            <FormMessage message={mine?.message} testId="courier-new-error" />
            <fieldset
              className="courier-new__fieldset"
              aria-describedby={slotError ? 'courier-slot-error' : 'courier-zone'}
            >
              <legend className="courier-new__legend">{t('new.slots.legend')}</legend>
              <Text size="sm" dimmed id="courier-zone" data-testid="courier-new-zone">
                {t('zone_note', { zone: page.zone })}
              </Text>
              {slotError ? (
                <Text size="sm" className="courier-new__error" id="courier-slot-error">
                  {slotError}
                </Text>
              ) : null}
              {page.days.length === 0 ? <Text>{t('new.slots.none')}</Text> : null}
              <div className="courier-new__days">
                {page.days.map((day) => (
                  <div key={day.day} className="courier-new__day" role="group" aria-label={day.day}>
                    <Text weight={600} as="span">
                      {day.day}
                    </Text>
                    {day.slots.map((slot) => (
                      <label key={slot.slot} className="courier-new__choice courier-new__slot">
                        <input
                          type="radio"
                          name="slot"
                          value={slot.slot}
                          defaultChecked={chosenSlot === slot.slot}
                          required
                          data-testid={`courier-slot-${slot.slot}`}
                        />
                        <span>
                          {slot.from}–{slot.to}{' '}
                          <span className="y-dimmed">({t('new.slots.left', { count: slot.left })})</span>
                        </span>
                      </label>
                    ))}
                  </div>
                ))}
              </div>
            </fieldset>
            {page.missing && page.topUp ? (
              <Alert tone="gray" title={t('new.short.title')} role="status" data-testid="courier-new-short">
                <Stack gap="sm">
                  <Text>{t('new.short.text', { missing: page.missing })}</Text>
                  <div>
                    {/* The same form, sent as a GET: the page goes on to the top-up with the slot picked kept. */}
                    <Button
                      type="submit"
                      name="top_up"
                      value="1"
                      formMethod="get"
                      formNoValidate
                      data-testid="courier-new-top-up"
                    >
                      {t('new.short.top_up', { missing: page.missing })}
                    </Button>
                  </div>
                </Stack>
              </Alert>
            ) : page.days.length > 0 ? (
              <div>
                <Button
                  type="submit"
                  size="md"
                  loading={pending}
                  leftSection={<IconTruckDelivery size={18} aria-hidden />}
                  data-testid="courier-new-submit"
                >
                  {t('new.submit', { fee: page.fee })}
                </Button>
              </div>
            ) : null}
          </Stack>
        </Form>
      </Card>
    </>
  );
}
