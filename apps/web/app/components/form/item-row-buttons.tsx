import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { MouseEvent } from 'react';
import { Button } from '../ui/button.tsx';
import { Group } from '../ui/layout.tsx';

interface RowButtonProps {
  label: string;
  onClick: (event: MouseEvent) => void;
  /** Posts without the browser's own checks (a half-typed row may still be added or removed). */
  noValidate?: boolean | undefined;
}

/**
 * "Remove item": a submit button (`intent=remove-item`) posting to `action` (the page with `?remove={row from 1}`),
 * so it works without JavaScript; with it, `onClick` removes the row in place (`useItemRows`).
 */
export function RemoveRowButton({ label, onClick, noValidate, action }: RowButtonProps & { action: string }) {
  return (
    <Group>
      <Button
        type="submit"
        name="intent"
        value="remove-item"
        formAction={action}
        formNoValidate={noValidate}
        variant="subtle"
        color="red"
        size="xs"
        leftSection={<IconTrash size={14} aria-hidden />}
        onClick={onClick}
      >
        {label}
      </Button>
    </Group>
  );
}

/** "Add an item": a submit button (`intent=add-item`) without JavaScript, a row added in place with it. */
export function AddRowButton({ label, onClick, noValidate }: RowButtonProps) {
  return (
    <Group>
      <Button
        type="submit"
        name="intent"
        value="add-item"
        formNoValidate={noValidate}
        variant="default"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={onClick}
      >
        {label}
      </Button>
    </Group>
  );
}
