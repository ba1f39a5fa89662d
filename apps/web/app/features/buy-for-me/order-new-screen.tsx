import { IconCircleCheck } from '@tabler/icons-react';
import type { UrlLang } from '@yolla/i18n';
import { href } from 'react-router';
import { AppLink } from '../../components/app-link.tsx';
import type { IntentAnswer } from '../../components/form/intent.tsx';
import { Alert, anchorClass, Stack, Text, Title } from '../../components/ui/layout.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import type { FormValues, NewPage, ReviewView } from './buy-for-me-view.ts';
import { OrderForm } from './order-form.tsx';
import { ReviewCard } from './review-card.tsx';

/** What the action answered: the review of the order, or the form given back (refused, or a row more or less). */
export type NewOrderAnswer =
  { ok: true; intent: 'review'; review: ReviewView; values: FormValues } | IntentAnswer<string>;

/**
 * A new buy-for-me order in two steps: the form, then its review with the amounts and "Confirm and pay". Both are
 * plain forms posting to the page's action, so the whole order works without JavaScript.
 */
export function NewOrderScreen({
  lang,
  page,
  answer,
}: {
  lang: UrlLang;
  page: NewPage;
  answer: NewOrderAnswer | null;
}) {
  const { t } = useTranslation('buyForMe');
  const reviewed = answer && 'review' in answer ? answer : null;
  const refused = answer && !('review' in answer) ? answer : null;
  return (
    <Stack gap="lg" className="buy-for-me">
      <AppLink to={href('/:lang/cabinet/buyforme', { lang })} className={anchorClass({ size: 'sm' })}>
        {t('form.back')}
      </AppLink>
      <div>
        <Title order={1} look={2}>
          {t('form.title')}
        </Title>
        <Text dimmed>{t('form.intro')}</Text>
      </div>
      {page.restored && !answer ? (
        <Alert
          tone="teal"
          icon={<IconCircleCheck size={20} aria-hidden />}
          role="status"
          data-testid="buy-for-me-restored"
        >
          {t('review.restored')}
        </Alert>
      ) : null}
      {reviewed ? (
        <ReviewCard
          review={reviewed.review}
          values={reviewed.values}
          idempotencyKey={page.idempotencyKey}
          message={null}
        />
      ) : (
        <OrderForm base={page.base} initial={page.initial} payCurrencies={page.payCurrencies} answer={refused} />
      )}
    </Stack>
  );
}
