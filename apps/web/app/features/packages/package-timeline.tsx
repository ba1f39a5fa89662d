import { Text, Title } from '../../components/ui/layout.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import type { PackagePage } from './package.server.ts';

type Entry = PackagePage['parcel']['timeline'][number];

/** The parcel's road, oldest first: each step with its time in the customer's clock, customs' reason on a hold. */
export function PackageTimeline({ timeline }: { timeline: Entry[] }) {
  const { t } = useTranslation('packages');
  return (
    <section aria-labelledby="package-timeline">
      <Title order={2} look={4} id="package-timeline">
        {t('detail.timeline')}
      </Title>
      <ol className="timeline" data-testid="package-timeline">
        {timeline.map((entry, index) => (
          <li key={index} className="timeline__step" data-state={entry.state}>
            <Text weight={600} as="span">
              {t(`detail.events.${entry.kind}`)}
            </Text>
            <Text size="sm" dimmed as="span">
              {entry.at}
            </Text>
            {entry.detail && entry.kind === 'held' ? (
              <Text size="sm" as="span" data-testid="package-held-reason">
                {t('detail.held_reason', { reason: entry.detail })}
              </Text>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
