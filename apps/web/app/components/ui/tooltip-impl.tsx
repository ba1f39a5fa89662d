import '@mantine/core/styles/Tooltip.css';
import { Tooltip } from '@mantine/core';
import type { ReactElement } from 'react';

/** Mantine's Tooltip (and its positioning code), fetched when the page is idle. */
export function TooltipImpl({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip label={label} withArrow>
      {children}
    </Tooltip>
  );
}
