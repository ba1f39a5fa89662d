import type { CustomsMeter } from '@yolla/contract';
import type { UrlLang } from '@yolla/i18n';
import type { ReactNode } from 'react';
import { declaredSum } from '../../lib/declared-sum.ts';
import { CustomsMeterCard } from './customs-meter.tsx';

/**
 * The meter for a declaration form (the route hands it to the form, another feature): live as the customer types,
 * and, rendered by the server, with the values the form shows (a refused form's as they came back).
 */
export function declarationMeter(
  meter: CustomsMeter | null,
  lang: UrlLang,
): ((values: Partial<Record<string, string>>) => ReactNode) | undefined {
  if (!meter) return undefined;
  return function DeclarationMeter(values) {
    return (
      <CustomsMeterCard meter={meter} lang={lang} declared={declaredSum((name) => values[name])} live framed={false} />
    );
  };
}
