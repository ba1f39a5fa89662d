import type { ReactNode } from 'react';
import { Container, Stack, Text, Title } from '../ui/layout.tsx';

/** A public content page's frame: the heading, a line of introduction, then the page. */
export function ContentPage({
  title,
  intro,
  size,
  className,
  children,
}: {
  title: string;
  intro: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  children: ReactNode;
}) {
  return (
    <Container size={size} className={className ? `content-page ${className}` : 'content-page'}>
      <Stack gap="xl">
        <div>
          <Title order={1}>{title}</Title>
          <Text dimmed>{intro}</Text>
        </div>
        {children}
      </Stack>
    </Container>
  );
}
