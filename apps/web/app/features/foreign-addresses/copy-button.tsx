import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { useCopy, type CopyProps } from '../../lib/use-copy.ts';

export type { Announce } from '../../lib/use-copy.ts';

/**
 * A copy button for one line, named for screen readers ("Copy: Full name"), its icon a check while it has just
 * copied. A plain button drawn by `foreign-addresses.css` (the icon is a mask there): the page has one per line, and
 * markup repeated fifty times is what a page pays for on every view. Until the page is hydrated (and so without
 * JavaScript) it is not shown, and the text beside it is plainly selectable.
 */
export function CopyLineButton(props: CopyProps) {
  const { copied, copy } = useCopy(props);
  return (
    <button
      type="button"
      className="foreign-address__copy foreign-address__copy-line"
      data-copied={copied || undefined}
      onClick={() => void copy()}
      aria-label={copied ? props.words.copied : props.words.copy}
      data-testid="copy-line"
    />
  );
}

/** The button that copies the whole address, one line per field; it says "copied" for a moment. */
export function CopyAllButton(props: CopyProps & { icon?: ReactNode }) {
  const { copied, copy } = useCopy(props);
  return (
    <Button
      variant={copied ? 'light' : 'default'}
      color={copied ? 'teal' : undefined}
      size="sm"
      className="foreign-address__copy"
      leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
      onClick={() => void copy()}
      data-testid="copy-all"
    >
      {copied ? props.words.copied : props.words.copy}
    </Button>
  );
}
