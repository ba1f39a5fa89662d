import { Group, Text } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { AppLink } from '../app-link.tsx';

export function BrandLogo({ brand, to }: { brand: string; to: string }) {
  return (
    <AppLink to={to} aria-label={brand} style={{ textDecoration: 'none', color: 'inherit' }}>
      <Group gap={6} wrap="nowrap">
        <IconPackage size={28} stroke={1.8} aria-hidden color="var(--yolla-accent)" />
        <Text component="span" fw={800} fz="xl" lh={1}>
          {brand}
        </Text>
      </Group>
    </AppLink>
  );
}
