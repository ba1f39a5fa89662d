import { IconTrash } from '@tabler/icons-react';
import { Fragment, useEffect, useRef, type ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { Group, Stack } from './ui/layout.tsx';
import { Button, LinkButton } from './ui/button.tsx';

/** The parts of one row: its label's id (the actions name it), and the removal to put among its actions. */
export interface RemovableRow {
  labelId: string;
  /** The remove link, or the confirm step when this row's removal waits for one. */
  removal: ReactNode;
  confirming: boolean;
}

export interface RemoveConfirmListProps<T> {
  items: readonly T[];
  idOf: (item: T) => string;
  /** Row label ids are `{labelPrefix}-{id}`: the row's title carries it, its buttons point at it. */
  labelPrefix: string;
  /** The item whose removal waits for a confirmation (the page's query names it, the loader checked it), or null. */
  confirming: string | null;
  /** The page with an item's confirm step open (`?remove-passkey={id}`), or with none (`null`): the page's schema. */
  linkTo: (id: string | null) => string;
  /** What the confirm step posts to the page's action: its intent, and the item's id under this field name. */
  intent: string;
  idField: string;
  /** The question of the confirm step, naming the item (and what else the customer should know). */
  question: (item: T) => ReactNode;
  words: { remove: string; confirm: string; keep: string };
  /** The remove link's icon (a bin unless the removal is something else: signing a device out). */
  icon?: ReactNode;
  size?: 'xs' | 'sm';
  /** The list's name for screen readers when the section's heading does not say it. */
  label?: string;
  className?: string;
  /** One row (an `<li>`), with `removal` placed among its actions. */
  row: (item: T, parts: RemovableRow) => ReactNode;
}

/** The confirm step: a form of its own in the row, so it works without JavaScript; its question takes the focus. */
function RemoveConfirm(props: {
  id: string;
  labelId: string;
  question: ReactNode;
  back: string;
  action: string;
  intent: string;
  idField: string;
  words: RemoveConfirmListProps<unknown>['words'];
  size: 'xs' | 'sm';
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get(props.idField) === props.id;
  const question = useRef<HTMLParagraphElement>(null);
  useEffect(() => question.current?.focus(), []);
  return (
    <Form
      method="post"
      action={props.action}
      preventScrollReset
      className="remove-confirm"
      data-testid="remove-confirm"
    >
      <input type="hidden" name="intent" value={props.intent} />
      <input type="hidden" name={props.idField} value={props.id} />
      <Stack gap="xs">
        <p className="y-text y-fz-sm remove-confirm__question" ref={question} tabIndex={-1}>
          {props.question}
        </p>
        <Group gap="sm">
          <Button type="submit" color="red.9" size={props.size} loading={busy} aria-describedby={props.labelId}>
            {props.words.confirm}
          </Button>
          <LinkButton to={props.back} preventScrollReset variant="default" size={props.size}>
            {props.words.keep}
          </LinkButton>
        </Group>
      </Stack>
    </Form>
  );
}

/**
 * A list whose items can be removed after a confirm step (passkeys, sessions, addresses; parcels and orders next):
 * each row's remove link opens the step by the page's query, the step posts `intent` and the id to the page's
 * action, and "keep" is a link back, so every step works without JavaScript. The rows are the caller's.
 */
export function RemoveConfirmList<T>(props: RemoveConfirmListProps<T>) {
  const size = props.size ?? 'xs';
  const back = props.linkTo(null);
  // The step posts to the page itself; the way back may add a fragment (the list's section) to come back to it.
  const action = back.split('#')[0]!;
  return (
    <ul className={props.className} aria-label={props.label}>
      {props.items.map((item) => {
        const id = props.idOf(item);
        const labelId = `${props.labelPrefix}-${id}`;
        const confirming = props.confirming === id;
        const removal = confirming ? (
          <RemoveConfirm
            id={id}
            labelId={labelId}
            question={props.question(item)}
            back={back}
            action={action}
            intent={props.intent}
            idField={props.idField}
            words={props.words}
            size={size}
          />
        ) : (
          <LinkButton
            to={props.linkTo(id)}
            preventScrollReset
            variant="light"
            color="red"
            size={size}
            leftSection={props.icon ?? <IconTrash size={size === 'xs' ? 14 : 16} aria-hidden />}
            aria-describedby={labelId}
            className="remove-confirm__link"
          >
            {props.words.remove}
          </LinkButton>
        );
        return <Fragment key={id}>{props.row(item, { labelId, removal, confirming })}</Fragment>;
      })}
    </ul>
  );
}
