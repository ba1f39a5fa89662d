import { Container, Stack, Text, Title } from '../../components/ui/layout.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import { TrackingBox } from './tracking-box.tsx';

export function Hero() {
  const { t } = useTranslation('home');
  return (
    <div className="home-hero">
      <Container>
        <Stack gap="lg" className="home-hero__column">
          <Title order={1} className="home-hero__title">
            {t('hero.title')}
          </Title>
          <Text size="lg" dimmed>
            {t('hero.subtitle')}
          </Text>
          <TrackingBox />
        </Stack>
      </Container>
    </div>
  );
}
