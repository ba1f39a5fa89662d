import type { CountryFeatures } from '@yolla/contract/countries';
import { Hero } from './hero.tsx';
import { HowItWorks } from './how-it-works.tsx';
import { Services } from './services.tsx';
import { TariffsTeaser } from './tariffs-teaser.tsx';
import type { TariffTeaser } from './tariffs.server.ts';

export function HomePage({ teaser, features }: { teaser: TariffTeaser; features: CountryFeatures }) {
  return (
    <>
      <Hero />
      <Services features={features} />
      <HowItWorks />
      <TariffsTeaser teaser={teaser} canChooseDestination={features.carriageCountry} />
    </>
  );
}
