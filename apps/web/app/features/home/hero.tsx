import { Box, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../lib/i18n.tsx';
import { TrackingBox } from './tracking-box.tsx';

export function Hero() {
  const { t } = useTranslation('home');
  return (
    <Box
      py={{ base: 48, md: 80 }}
      style={{ background: 'light-dark(var(--mantine-color-indigo-0), var(--mantine-color-dark-7))' }}
    >
      <Container size="lg">
        <Stack gap="lg" maw={640}>
          <Title order={1} fz={{ base: 32, md: 48 }} lh={1.1}>
            {t('hero.title')}
          </Title>
          <Text size="lg" c="dimmed">
            {t('hero.subtitle')}
          </Text>
          <TrackingBox />
        </Stack>
      </Container>
    </Box>
  );
}
