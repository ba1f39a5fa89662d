import { Container, Grid, IconBadge, Stack, Text, Title } from '../../components/ui/layout.tsx';
import { useTranslation } from '../../lib/i18n.tsx';

const STEPS = ['address', 'shop', 'declare', 'receive'] as const;

export function HowItWorks() {
  const { t } = useTranslation('home');
  return (
    <div className="home-how">
      <Container as="section" aria-labelledby="how-title">
        <Title order={2} id="how-title" className="home-section-title">
          {t('how.title')}
        </Title>
        <Grid as="ol" cols={1} sm={2} md={4} gap="lg" className="home-how__steps">
          {STEPS.map((step, index) => (
            <Stack key={step} gap="xs" as="li">
              <IconBadge size={36} round aria-hidden>
                {index + 1}
              </IconBadge>
              <Title order={3} look={5}>
                {t(`how.${step}.title`)}
              </Title>
              <Text size="sm" dimmed>
                {t(`how.${step}.text`)}
              </Text>
            </Stack>
          ))}
        </Grid>
      </Container>
    </div>
  );
}
