import { Container, Stack } from '@mantine/core';
import { Hero } from './hero.tsx';

export function HomePage() {
  return (
    <Stack gap={0}>
      <Hero />
      <Container size="lg" py="xl" />
    </Stack>
  );
}
