import type { UrlLang } from '@yolla/i18n';
import { Form, href } from 'react-router';
import { AppLink } from '../../components/app-link.tsx';
import { ContentUnavailable } from '../../components/content/content-unavailable.tsx';
import { FormMessage } from '../../components/form/form-message.tsx';
import type { IntentAnswer } from '../../components/form/intent.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { anchorClass, Card, Stack, Text, Title } from '../../components/ui/layout.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import type { NewOrderPage, ParcelChoice } from './order-new.server.ts';
import { Chosen } from './order-chosen.tsx';
import { SlotStep } from './order-slot-step.tsx';

type Step<S extends NewOrderPage['step']> = Extract<NewOrderPage, { step: S }>;
const STEPS = ['parcels', 'address', 'slot'] as const;

/**
 * Ordering a courier in three steps, each a plain form carrying the earlier choices in the address (so it works
 * without JavaScript and the back button keeps them): the parcels, the address, then the fee, the free slots on the
 * city's clocks and "Order and pay".
 */
export function OrderNewScreen(props: { lang: UrlLang; page: NewOrderPage; answer: IntentAnswer<string> | null }) {
  const { lang, page, answer } = props;
  const { t } = useTranslation('courierOrders');
  return (
    <Stack gap="lg" className="courier-orders courier-new">
      <AppLink to={href('/:lang/cabinet/orders', { lang })} className={anchorClass({ size: 'sm' })}>
        {t('new.back')}
      </AppLink>
      <Stack gap="xs">
        <Title order={1} look={2}>
          {t('new.title')}
        </Title>
        <Text dimmed>{t('new.intro')}</Text>
      </Stack>
      {page.step === 'unavailable' ? (
        <ContentUnavailable />
      ) : (
        <>
          <ol className="courier-new__steps" aria-label={t('new.steps_label')}>
            {STEPS.map((step, index) => (
              <li key={step} aria-current={page.step === step ? 'step' : undefined}>
                <span className="courier-new__step-number">{index + 1}</span> {t(`new.step_${step}`)}
              </li>
            ))}
          </ol>
          {page.step === 'parcels' ? (
            <ParcelsStep lang={lang} page={page} />
          ) : page.step === 'address' ? (
            <AddressStep lang={lang} page={page} />
          ) : (
            <SlotStep lang={lang} page={page} answer={answer} />
          )}
        </>
      )}
    </Stack>
  );
}

function ParcelsStep({ lang, page }: { lang: UrlLang; page: Step<'parcels'> }) {
  const { t } = useTranslation('courierOrders');
  const weightOf = (parcel: ParcelChoice) =>
    t('new.parcels.weight', { weight: parcel.weight ?? t('new.parcels.not_weighed') });
  if (page.parcels.length === 0) {
    return (
      <Card data-testid="courier-new-no-parcels">
        <Stack gap="xs">
          <FormMessage message={page.message} testId="courier-new-refused" />
          <Title order={2} look={4}>
            {t('new.parcels.none_title')}
          </Title>
          <Text>{t('new.parcels.none_text')}</Text>
          <AppLink to={href('/:lang/cabinet/packages', { lang })} className={anchorClass({ underline: true })}>
            {t('new.parcels.to_list')}
          </AppLink>
          <HeldParcels held={page.held} weightOf={weightOf} />
        </Stack>
      </Card>
    );
  }
  return (
    <Card>
      <Form method="get" data-testid="courier-new-parcels">
        <Stack gap="md">
          <FormMessage message={page.message} testId="courier-new-refused" />
          <fieldset className="courier-new__fieldset">
            <legend className="courier-new__legend">{t('new.parcels.legend')}</legend>
            <Text size="sm" dimmed>
              {t('new.parcels.hint', { max: page.max })}
            </Text>
            <Stack gap="sm" className="courier-new__choices">
              {page.parcels.map((parcel) => (
                <Checkbox
                  key={parcel.id}
                  name="parcels"
                  value={parcel.id}
                  defaultChecked={page.query.parcels.includes(parcel.id)}
                  label={`${parcel.tracking} · ${weightOf(parcel)}`}
                  data-testid={`courier-parcel-${parcel.id}`}
                />
              ))}
            </Stack>
          </fieldset>
          <HeldParcels held={page.held} weightOf={weightOf} />
          {page.query.address_id ? <input type="hidden" name="address_id" value={page.query.address_id} /> : null}
          <div>
            <Button type="submit" data-testid="courier-new-continue">
              {t('new.parcels.continue')}
            </Button>
          </div>
        </Stack>
      </Form>
    </Card>
  );
}

/** Parcels another open courier order holds: shown as choices that cannot be made, each with that order's link. */
function HeldParcels(props: { held: ParcelChoice[]; weightOf: (parcel: ParcelChoice) => string }) {
  const { t } = useTranslation('courierOrders');
  if (props.held.length === 0) return null;
  return (
    <fieldset className="courier-new__fieldset" disabled data-testid="courier-new-held">
      <legend className="courier-new__legend courier-new__legend--minor">{t('new.parcels.held_legend')}</legend>
      <Stack gap="sm" className="courier-new__choices">
        {props.held.map((parcel) => (
          <div key={parcel.id} className="courier-new__held">
            <Checkbox
              disabled
              label={`${parcel.tracking} · ${props.weightOf(parcel)}`}
              aria-describedby={`courier-held-${parcel.id}`}
              data-testid={`courier-parcel-${parcel.id}`}
            />
            {parcel.heldBy ? (
              <AppLink
                to={parcel.heldBy.href}
                id={`courier-held-${parcel.id}`}
                className={anchorClass({ size: 'sm', underline: true })}
                data-testid={`courier-held-by-${parcel.id}`}
              >
                {t('new.parcels.held', { id: parcel.heldBy.id })}
              </AppLink>
            ) : null}
          </div>
        ))}
      </Stack>
    </fieldset>
  );
}

function AddressStep({ lang, page }: { lang: UrlLang; page: Step<'address'> }) {
  const { t } = useTranslation('courierOrders');
  const picked = page.query.address_id ?? page.addresses.find((address) => address.isDefault)?.id;
  return (
    <>
      <Chosen lang={lang} page={page} />
      <Card>
        <Form method="get" data-testid="courier-new-address">
          <Stack gap="md">
            <input type="hidden" name="parcels" value={page.query.parcels.join(',')} />
            <fieldset className="courier-new__fieldset">
              <legend className="courier-new__legend">{t('new.address.legend')}</legend>
              {page.addresses.length === 0 ? <Text>{t('new.address.none')}</Text> : null}
              <Stack gap="sm" className="courier-new__choices">
                {page.addresses.map((address) => (
                  <label key={address.id} className="courier-new__choice">
                    <input
                      type="radio"
                      name="address_id"
                      value={address.id}
                      defaultChecked={picked === address.id}
                      required
                    />
                    <span>{address.line}</span>
                  </label>
                ))}
              </Stack>
            </fieldset>
            <AppLink
              to={page.addAddress}
              className={anchorClass({ underline: true })}
              data-testid="courier-new-add-address"
            >
              {t('new.address.add')}
            </AppLink>
            {page.addresses.length > 0 ? (
              <div>
                <Button type="submit" data-testid="courier-new-continue">
                  {t('new.address.continue')}
                </Button>
              </div>
            ) : null}
          </Stack>
        </Form>
      </Card>
    </>
  );
}
