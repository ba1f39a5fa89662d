import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-router';
import { IntentField, useIntentPending } from '../../components/form/intent.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Stack, Text } from '../../components/ui/layout.tsx';
import { IDEMPOTENCY_FIELD } from '../../lib/idempotency-key.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import type { QuoteView } from './wallet-view.ts';

/**
 * Seconds left of a quote, counted down in the browser from what the server said at rendering (not the browser's
 * clock against the API's); null until hydrated, so the page first shows the time it holds until.
 */
function useSecondsLeft(seconds: number): number | null {
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    const started = Date.now();
    const tick = () => setLeft(Math.max(0, seconds - Math.floor((Date.now() - started) / 1000)));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [seconds]);
  return left;
}

/**
 * A quote before it is confirmed: the rate, the spread, what is given and received, and until when it holds (a
 * countdown with JavaScript; once it is over the confirm button gives way to the expired message, and the form
 * above asks for a new one). Confirming posts the quote's id with the form's idempotency key.
 */
export function QuoteCard({ quote, idempotencyKey }: { quote: QuoteView; idempotencyKey: string }) {
  const { t } = useTranslation('wallet');
  const left = useSecondsLeft(quote.seconds);
  const expired = left === 0;
  const converting = useIntentPending('convert');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="wallet-quote" aria-labelledby="wallet-quote-title" data-testid="quote">
      <Stack gap="sm">
        <h3 className="y-title y-h5" id="wallet-quote-title" ref={heading} tabIndex={-1}>
          {t('convert.quote_title')}
        </h3>
        <dl className="wallet-quote__facts">
          <div>
            <dt>{t('convert.give')}</dt>
            <dd data-testid="quote-give">{quote.give}</dd>
          </div>
          <div>
            <dt>{t('convert.get')}</dt>
            <dd data-testid="quote-get">
              <strong>{quote.get}</strong>
            </dd>
          </div>
          <div>
            <dt>{t('convert.rate')}</dt>
            <dd data-testid="quote-rate">{quote.rate}</dd>
          </div>
          <div>
            <dt>{t('convert.spread')}</dt>
            <dd>{quote.spread}</dd>
          </div>
        </dl>
        <Text size="sm" role="timer" aria-live="off" data-testid="quote-validity">
          {left === null ? t('convert.valid_until', { time: quote.until }) : t('convert.seconds_left', { count: left })}
        </Text>
        {expired ? (
          <Text size="sm" role="status" className="wallet-quote__expired" data-testid="quote-expired">
            {t('convert.expired')}
          </Text>
        ) : (
          <Form method="post" data-testid="convert-confirm">
            <IntentField intent="convert" />
            <input type="hidden" name="quote_id" value={quote.id} />
            <input type="hidden" name="from" value={quote.values.from} />
            <input type="hidden" name="to" value={quote.values.to} />
            <input type="hidden" name="amount" value={quote.values.amount} />
            <input type="hidden" name={IDEMPOTENCY_FIELD} value={idempotencyKey} />
            <Button type="submit" loading={converting} data-testid="convert-submit">
              {t('convert.confirm')}
            </Button>
          </Form>
        )}
      </Stack>
    </section>
  );
}
