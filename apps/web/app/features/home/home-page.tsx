import type { CountryFeatures } from '@yolla/contract';
import type { Locale } from '@yolla/i18n';
import { Hero } from './hero.tsx';
import { HowItWorks } from './how-it-works.tsx';
import { Services } from './services.tsx';
import { TariffsTeaser } from './tariffs-teaser.tsx';
import type { TariffTeaser } from './tariffs.server.ts';

export function HomePage({
  teaser,
  features,
  locale,
}: {
  teaser: TariffTeaser;
  features: CountryFeatures;
  locale: Locale;
}) {
  return (
    <>
      <Hero />
      <Services features={features} />
      <HowItWorks />
      <TariffsTeaser teaser={teaser} locale={locale} canChooseDestination={features.carriageCountry} />
    </>
  );
}
