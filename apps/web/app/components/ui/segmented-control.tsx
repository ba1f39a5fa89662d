// eslint-disable-next-line no-restricted-imports -- the one place Mantine's control is used: it takes over after mount
import { SegmentedControl as MantineSegmentedControl } from '@mantine/core';
import { useId, useSyncExternalStore, type CSSProperties } from 'react';

export interface SegmentedControlProps {
  value: string;
  onChange: (value: string) => void;
  data: { value: string; label: string }[];
  'aria-labelledby'?: string;
  'data-testid'?: string;
}

const ROOT_STYLE = { '--sc-shadow': 'var(--mantine-shadow-xs)' } as CSSProperties;
const noSubscription = () => () => undefined;

/**
 * Mantine's SegmentedControl (radios drawn as one bar of choices). The server, and the browser while it hydrates,
 * render it as plain elements with Mantine's markup: the radios work and Mantine's stylesheet marks the chosen one,
 * as it does for Mantine's own control until it is mounted. Once mounted, Mantine's control takes over with the
 * same ids and adds its sliding indicator, which Mantine draws only after mount anyway. Rendered by Mantine on the
 * server, the three-choice control of home cost 140–200 µs a page (decision 0021); `segmented-control.test.tsx`
 * holds the two to the same markup.
 */
export function SegmentedControl(props: SegmentedControlProps) {
  // False on the server and while hydrating, true right after (and at once for a control mounted later).
  const mounted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  // Mantine's own naming (`mantine-` and React's id), passed to Mantine's control so the ids stay when it takes over.
  const name = `mantine-${useId()}`;
  if (mounted) return <MantineSegmentedControl {...props} name={name} />;
  return (
    <div
      style={ROOT_STYLE}
      className="m_cf365364 mantine-SegmentedControl-root"
      data-with-items-borders="true"
      aria-labelledby={props['aria-labelledby']}
      data-testid={props['data-testid']}
      role="radiogroup"
    >
      {props.data.map((item) => {
        const active = item.value === props.value || undefined;
        const id = `${name}-${item.value}`;
        return (
          <div key={item.value} className="m_69686b9b mantine-SegmentedControl-control" data-active={active}>
            <input
              className="m_1714d588 mantine-SegmentedControl-input"
              type="radio"
              id={id}
              data-focus-ring="auto"
              name={name}
              value={item.value}
              checked={item.value === props.value}
              onChange={() => props.onChange(item.value)}
            />
            <label className="m_1738fcb2 mantine-SegmentedControl-label" data-active={active} htmlFor={id}>
              <span className="m_78882f40 mantine-SegmentedControl-innerLabel">{item.label}</span>
            </label>
          </div>
        );
      })}
    </div>
  );
}
