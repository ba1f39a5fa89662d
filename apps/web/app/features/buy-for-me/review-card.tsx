import { IconWallet } from '@tabler/icons-react';
import { Form } from 'react-router';
import { FormMessage } from '../../components/form/form-message.tsx';
import { useIntentPending } from '../../components/form/intent.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, Group, Stack, Text, Title } from '../../components/ui/layout.tsx';
import { IDEMPOTENCY_FIELD } from '../../lib/idempotency-key.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import type { FormValues, ReviewView } from './buy-for-me-view.ts';
import { ProductLink } from './product-link.tsx';
import { BalanceFigures, TotalsList } from './totals-list.tsx';

/**
 * The reviewed order before anything is charged: each item, the amounts with our fee's rule, the total in the
 * paying currency at the day's rate, and the balance. Its form carries the order's fields as they were typed and the
 * rendering's idempotency key: "Confirm and pay" places it (saved awaiting payment when the balance is short),
 * "Change the order" gives the form back. Works without JavaScript.
 */
export function ReviewCard(props: {
  review: ReviewView;
  values: FormValues;
  idempotencyKey: string;
  message: string | null;
}) {
  const { review, values, idempotencyKey, message } = props;
  const { t } = useTranslation('buyForMe');
  const ordering = useIntentPending('order');
  const short = review.balance.missing !== null;
  return (
    <Card as="section" aria-labelledby="buy-for-me-review-title" data-testid="buy-for-me-review-card">
      <Stack gap="md">
        <div>
          <Title order={2} look={3} id="buy-for-me-review-title">
            {t('review.title')}
          </Title>
          <Text dimmed>{t('review.intro')}</Text>
        </div>
        <ul className="buy-for-me__items" aria-label={t('review.items_label')}>
          {review.items.map((item, index) => (
            <li key={index} className="buy-for-me__item" data-testid="buy-for-me-review-item">
              <Stack gap={2}>
                <Text weight={600} as="span">
                  {item.description}
                </Text>
                {item.options ? (
                  <Text size="sm" dimmed as="span">
                    {item.options}
                  </Text>
                ) : null}
                <ProductLink link={item.link} />
              </Stack>
              <Stack gap={2} className="buy-for-me__item-sum">
                <Text size="sm" dimmed as="span">
                  {item.line}
                </Text>
                <Text as="span">{item.sum}</Text>
              </Stack>
            </li>
          ))}
        </ul>
        <TotalsList totals={review.totals} />
        <BalanceFigures
          balance={review.balance}
          shortText={t('review.short.text', { missing: review.balance.missing ?? '' })}
        />
        <Form method="post" className="buy-for-me__confirm" data-testid="buy-for-me-confirm-form">
          {Object.entries(values).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value ?? ''} />
          ))}
          <input type="hidden" name={IDEMPOTENCY_FIELD} value={idempotencyKey} />
          <FormMessage message={message} />
          <Group gap="sm">
            <Button
              type="submit"
              name="intent"
              value="order"
              size="md"
              loading={ordering}
              leftSection={<IconWallet size={18} aria-hidden />}
              data-testid="buy-for-me-confirm"
            >
              {short ? t('review.save') : t('review.confirm', { total: review.totals.payTotal })}
            </Button>
            <Button
              type="submit"
              name="intent"
              value="edit"
              variant="default"
              size="md"
              data-testid="buy-for-me-change"
            >
              {t('review.change')}
            </Button>
          </Group>
        </Form>
      </Stack>
    </Card>
  );
}
