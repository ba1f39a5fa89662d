import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from './ui/layout.tsx';

/**
 * A cabinet page's heading: its title (the page's one `h1`) and a line under it; with `action` (a button to the
 * page's main step, or null while there is none), the two side by side, the action at the end.
 */
export function PageHeader({
  title,
  intro,
  action,
  align = 'start',
}: {
  title: ReactNode;
  intro: ReactNode;
  action?: ReactNode;
  align?: 'start' | 'end';
}) {
  const heading = (
    <Stack gap="xs">
      <Title order={1} look={2}>
        {title}
      </Title>
      <Text dimmed>{intro}</Text>
    </Stack>
  );
  if (action === undefined) return heading;
  return (
    <Group justify="between" align={align}>
      {heading}
      {action}
    </Group>
  );
}
