import type { UrlLang } from '@yolla/i18n';
import { href } from 'react-router';
import { AppLink } from '../../components/app-link.tsx';
import { answerFor, type IntentAnswer } from '../../components/form/intent.tsx';
import { LinkButton } from '../../components/ui/button.tsx';
import { anchorClass, Badge, Card, Grid, Stack, Text, Title } from '../../components/ui/layout.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import type { OrderPage } from './buy-for-me-view.ts';
import { CancelBox, PayBox, PriceChangeBox } from './order-actions.tsx';
import { OrderItems } from './order-items.tsx';
import { OrderTimeline } from './order-timeline.tsx';
import { stateTone } from './state-tone.ts';
import { TotalsList } from './totals-list.tsx';

/**
 * One buy-for-me order: its state, what the customer may do now (pay, approve a changed price, cancel), the items
 * and amounts, the timeline, and once arrived the parcel it became.
 */
export function OrderScreen({
  lang,
  page,
  answer,
}: {
  lang: UrlLang;
  page: OrderPage;
  answer: IntentAnswer<string> | null;
}) {
  const { t } = useTranslation('buyForMe');
  const common = useTranslation('common').t;
  const payMessage = answerFor(answer, 'pay')?.message ?? null;
  const cancelMessage = answerFor(answer, 'cancel')?.message ?? null;
  return (
    <Stack gap="lg" className="buy-for-me buy-for-me-order">
      <AppLink to={href('/:lang/cabinet/buyforme', { lang })} className={anchorClass({ size: 'sm' })}>
        {t('detail.back')}
      </AppLink>
      <Stack gap="xs">
        <Title order={1} look={2}>
          {t('detail.title', { id: page.id })}
        </Title>
        <Text dimmed>{t('detail.shop_country', { country: common(`origins.${page.shopCountry}`) })}</Text>
        <dl className="facts">
          <div>
            <dt>{t('detail.status')}</dt>
            <dd>
              <Badge tone={stateTone(page.state)} data-testid="buy-for-me-state">
                {t(`states.${page.state}`)}
              </Badge>
            </dd>
          </div>
          <div>
            <dt>{t('detail.created')}</dt>
            <dd>{page.created}</dd>
          </div>
          <div>
            <dt>{t('detail.paid')}</dt>
            <dd data-testid="buy-for-me-paid">{page.paid ?? t('detail.paid_none')}</dd>
          </div>
        </dl>
      </Stack>
      {page.parcel ? (
        <Card data-testid="buy-for-me-parcel">
          <Stack gap="xs">
            <Text>{t('detail.parcel', { tracking: page.parcel.tracking })}</Text>
            <div>
              <LinkButton
                to={href('/:lang/cabinet/packages/:id', { lang, id: page.parcel.id })}
                data-testid="buy-for-me-parcel-link"
              >
                {t('detail.parcel_link', { tracking: page.parcel.tracking })}
              </LinkButton>
            </div>
          </Stack>
        </Card>
      ) : null}
      <PayBox page={page} message={payMessage} />
      <PriceChangeBox page={page} message={page.change ? payMessage : null} />
      <CancelBox page={page} message={cancelMessage} />
      {page.cancelReason ? (
        <Text data-testid="buy-for-me-cancel-reason">{t('detail.cancel_reason', { reason: page.cancelReason })}</Text>
      ) : null}
      <Card>
        <Stack gap="sm">
          <Title order={2} look={4}>
            {t('detail.items')}
          </Title>
          <OrderItems items={page.items} />
        </Stack>
      </Card>
      <Grid cols={1} md={2} gap="lg">
        <Card>
          <Stack gap="sm">
            <Title order={2} look={4}>
              {t('detail.amounts')}
            </Title>
            <TotalsList totals={page.totals} />
            {page.note ? (
              <Text size="sm">
                <span className="y-dimmed">{t('detail.note')}:</span> {page.note}
              </Text>
            ) : null}
          </Stack>
        </Card>
        <Card>
          <OrderTimeline timeline={page.timeline} />
        </Card>
      </Grid>
    </Stack>
  );
}
