import { Badge, Text, Title } from '../../components/ui/layout.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import type { TrackingView } from './tracking.server.ts';

type Tone = 'blue' | 'grape' | 'teal' | 'gray' | 'red';

function toneOf(state: TrackingView['state']): Tone {
  if (state === 'held' || state === 'returned') return 'red';
  if (state === 'ready_for_pickup' || state === 'delivered') return 'teal';
  if (state === 'expected') return 'gray';
  if (state === 'at_customs') return 'grape';
  return 'blue';
}

/** The parcel's status, where it goes from and to, its key dates, and its road, oldest first. */
export function TrackedParcel({ parcel }: { parcel: TrackingView }) {
  const { t } = useTranslation('tracking');
  return (
    <div className="tracking-parcel" data-testid="tracked-parcel">
      <dl className="tracking-facts">
        <div>
          <dt>{t('status')}</dt>
          <dd>
            <Badge tone={toneOf(parcel.state)} large data-testid="tracking-state">
              {t(`states.${parcel.state}`)}
            </Badge>
          </dd>
        </div>
        <div>
          <dt>{t('from')}</dt>
          <dd data-testid="tracking-origin">{parcel.origin}</dd>
        </div>
        {parcel.destination ? (
          <div>
            <dt>{t('to')}</dt>
            <dd data-testid="tracking-destination">{parcel.destination}</dd>
          </div>
        ) : null}
      </dl>
      {parcel.dates.length > 0 ? (
        <section aria-labelledby="tracking-dates">
          <Title order={2} look={4} id="tracking-dates">
            {t('dates')}
          </Title>
          <dl className="tracking-dates">
            {parcel.dates.map((date) => (
              <div key={date.key}>
                <dt>{t(`date.${date.key}`)}</dt>
                <dd>
                  <time dateTime={date.iso}>{date.at}</time>
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      <section aria-labelledby="tracking-timeline">
        <Title order={2} look={4} id="tracking-timeline">
          {t('timeline')}
        </Title>
        <ol className="tracking-timeline" data-testid="tracking-timeline">
          {parcel.timeline.map((step, index) => (
            <li key={index} className="tracking-timeline__step" data-kind={step.kind}>
              <Text weight={600} as="span">
                {t(`steps.${step.kind}`)}
              </Text>
              <Text size="sm" dimmed as="span">
                <time dateTime={step.iso}>{step.at}</time>
              </Text>
            </li>
          ))}
        </ol>
      </section>
      <Text size="sm" dimmed>
        {t('privacy')}
      </Text>
    </div>
  );
}
