import type { ReactNode } from 'react';
import { Card, Stack, Text, Title } from '../../components/ui/layout.tsx';

/** One section of the settings page: a card with its heading (the section's landmark name) and a short intro. */
export function SettingsSection(props: { id: string; title: string; intro?: string; children: ReactNode }) {
  const headingId = `${props.id}-title`;
  return (
    <Card as="section" aria-labelledby={headingId} id={props.id} data-testid={`settings-${props.id}`}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} look={4} id={headingId}>
            {props.title}
          </Title>
          {props.intro ? (
            <Text size="sm" dimmed>
              {props.intro}
            </Text>
          ) : null}
        </Stack>
        {props.children}
      </Stack>
    </Card>
  );
}
