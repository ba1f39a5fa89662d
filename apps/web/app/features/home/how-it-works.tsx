import { Box, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from '../../lib/i18n.tsx';

const STEPS = ['address', 'shop', 'declare', 'receive'] as const;

export function HowItWorks() {
  const { t } = useTranslation('home');
  return (
    <Box py="xl" style={{ background: 'light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))' }}>
      <Container size="lg" component="section" aria-labelledby="how-title">
        <Title order={2} id="how-title" mb="lg">
          {t('how.title')}
        </Title>
        <SimpleGrid
          cols={{ base: 1, sm: 2, md: 4 }}
          spacing="lg"
          component="ol"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {STEPS.map((step, index) => (
            <Stack key={step} gap="xs" component="li">
              <ThemeIcon size={36} radius="xl" aria-hidden>
                {index + 1}
              </ThemeIcon>
              <Title order={3} size="h5">
                {t(`how.${step}.title`)}
              </Title>
              <Text size="sm" c="dimmed">
                {t(`how.${step}.text`)}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
