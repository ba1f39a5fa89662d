import type { BuyForMeState } from '@yolla/contract/buy-for-me-lists';
import { Text, Title } from '../../components/ui/layout.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import type { TimelineStep } from './buy-for-me-view.ts';

/** The order's road, oldest first: each step with its time and who moved it, then the steps still ahead, dimmed. */
export function OrderTimeline({ timeline }: { timeline: TimelineStep[] }) {
  const { t } = useTranslation('buyForMe');
  return (
    <section aria-labelledby="buy-for-me-timeline">
      <Title order={2} look={4} id="buy-for-me-timeline">
        {t('detail.timeline')}
      </Title>
      <ol className="timeline buy-for-me-timeline" data-testid="buy-for-me-timeline">
        {timeline.map((step, index) => (
          <li
            key={index}
            className="timeline__step"
            data-state={step.status}
            data-pending={step.at === null || undefined}
          >
            <Text weight={step.at ? 600 : undefined} dimmed={step.at === null} as="span">
              {t(`states.${step.status as BuyForMeState}`)}
            </Text>
            {step.at && step.iso ? (
              <Text size="sm" dimmed as="span">
                <time dateTime={step.iso}>{step.at}</time>
                {step.actor ? ` · ${t(`detail.actors.${step.actor}`)}` : null}
              </Text>
            ) : (
              <Text size="sm" dimmed as="span">
                {t('detail.pending_step')}
              </Text>
            )}
            {step.detail ? (
              <Text size="sm" as="span" data-testid="buy-for-me-step-detail">
                {step.detail}
              </Text>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
