import { COUNTRY_PROFILES, dayIn, ratesUpdateEndpoint, type RatesUpdate } from '@yolla/contract';
import { defineModule, type Clock } from '../../http/module.ts';
import { fieldError } from '../../lib/validate.ts';
import { upsertRates } from './rates.repository.ts';
import { createRateService } from './rates.service.ts';

/** The latest calendar day anywhere we deliver: a feed may send today's rates once any of our countries has today. */
export function latestToday(clock: Clock): string {
  const now = clock.now();
  return Object.values(COUNTRY_PROFILES)
    .map((profile) => dayIn(now, profile.timeZone))
    .reduce((latest, day) => (day > latest ? day : latest));
}

function checkUpdate(update: RatesUpdate, today: string): void {
  if (update.effective_on > today) throw fieldError('effective_on', 'validation.future_date');
  const seen = new Set<string>();
  update.rates.forEach((entry, index) => {
    if (entry.base === entry.quote) throw fieldError(`rates.${index}.quote`, 'validation.same_currency');
    const pair = `${entry.base}:${entry.quote}`;
    if (seen.has(pair)) throw fieldError(`rates.${index}.quote`, 'validation.duplicate_pair');
    seen.add(pair);
  });
}

/** The exchange rates: reference data seeded in every mode, the feed's updates, and the `rates` service. */
export const ratesModule = defineModule({
  name: 'rates',
  provides: { rates: createRateService },
  setup: ({ db, clock }) => ({
    routes(table) {
      table.add(ratesUpdateEndpoint, async ({ body, machine }) => {
        checkUpdate(body, latestToday(clock));
        const written = await upsertRates(db, body, machine.keyId);
        return { data: { effective_on: body.effective_on, written } };
      });
    },
  }),
});
