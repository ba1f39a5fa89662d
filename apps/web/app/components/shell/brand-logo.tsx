import { IconPackage } from '@tabler/icons-react';
import { AppLink } from '../app-link.tsx';
import { Group } from '../ui/layout.tsx';

export function BrandLogo({ brand, to }: { brand: string; to: string }) {
  return (
    <AppLink to={to} aria-label={brand} className="brand-logo">
      <Group as="span" gap={6} nowrap>
        <IconPackage size={28} stroke={1.8} aria-hidden color="var(--yolla-accent)" />
        <span className="brand-logo-name">{brand}</span>
      </Group>
    </AppLink>
  );
}
