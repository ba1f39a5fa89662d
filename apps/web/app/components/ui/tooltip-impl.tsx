import '@mantine/core/styles/Tooltip.css';
import { Tooltip } from '@mantine/core';
import type { ReactElement } from 'react';
import { MantineTheme } from './mantine-theme.tsx';

/** Mantine's Tooltip (and its positioning code), fetched when the page is idle. */
export function TooltipImpl({ label, children }: { label: string; children: ReactElement }) {
  return (
    <MantineTheme>
      <Tooltip label={label} withArrow>
        {children}
      </Tooltip>
    </MantineTheme>
  );
}
