import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';
import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
import { MantineTheme } from '../ui/mantine-theme.tsx';

/** The phone header's menu panel (Mantine's Drawer with its focus trap and scroll lock); loaded on first open. */
export function SiteDrawer({
  opened,
  onClose,
  title,
  closeLabel,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
}) {
  return (
    <MantineTheme>
      <Drawer
        opened={opened}
        onClose={onClose}
        title={title}
        hiddenFrom="sm"
        size="xs"
        position="right"
        closeButtonProps={{ 'aria-label': closeLabel }}
      >
        {children}
      </Drawer>
    </MantineTheme>
  );
}
