import type { ReactNode } from 'react';
import { IconBadge, Stack, Text } from '../../components/ui/layout.tsx';

export interface DeviceItemProps {
  /** The device's icon (decorative: the title says what it is). */
  icon: ReactNode;
  /** The title's id, which the row's action names with `aria-describedby`. */
  titleId: string;
  title: ReactNode;
  /** The recent line (last seen, last used) and the older one (signed in, added). */
  recent: string;
  since?: string;
  /** What can be done with it (its removal: sign it out, remove it), if anything. */
  action: ReactNode;
  testId: string;
}

/** A row of the settings page's device lists (sessions and passkeys): icon, what it is, two lines of times, action. */
export function DeviceItem(props: DeviceItemProps) {
  return (
    <li className="settings__session" data-testid={props.testId}>
      <IconBadge size={36} light round>
        {props.icon}
      </IconBadge>
      <Stack gap={2} className="settings__session-text">
        <Text weight={600} id={props.titleId}>
          {props.title}
        </Text>
        <Text size="sm" dimmed>
          {props.recent}
        </Text>
        {props.since ? (
          <Text size="xs" dimmed>
            {props.since}
          </Text>
        ) : null}
      </Stack>
      {props.action}
    </li>
  );
}

/** A device list's "could not be loaded" line, its empty line when it has one, or the list itself. */
export function DeviceList<T>(props: {
  items: T[] | null;
  unavailable: { text: string; testId: string };
  empty?: { text: string; testId: string };
  children: (items: T[]) => ReactNode;
}) {
  const note = props.items === null ? props.unavailable : props.items.length === 0 ? props.empty : undefined;
  if (note) {
    return (
      <Text size="sm" dimmed data-testid={note.testId}>
        {note.text}
      </Text>
    );
  }
  return props.items ? props.children(props.items) : null;
}
