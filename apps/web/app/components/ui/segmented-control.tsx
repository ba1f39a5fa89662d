import { useId, type CSSProperties } from 'react';

export interface SegmentedControlProps {
  value: string;
  onChange: (value: string) => void;
  data: { value: string; label: string }[];
  'aria-labelledby'?: string;
  'data-testid'?: string;
}

const ROOT_STYLE = { '--sc-shadow': 'var(--mantine-shadow-xs)' } as CSSProperties;

/**
 * Mantine's SegmentedControl (radios drawn as one bar of choices) as plain elements with Mantine's markup, on the
 * server and in the browser alike: native radios (arrow keys, a form's value, no script needed), and Mantine's
 * stylesheet marks the chosen one as it does for Mantine's own control before it is mounted. Mantine's sliding
 * indicator is left out: its code (the control, the floating indicator, Box and the styles API, about 7 KB gzip)
 * made home's first load the heaviest of the public pages (decision 0018). Rendered by Mantine on the server, the
 * control cost 140–200 µs a page (decision 0021); `segmented-control.test.tsx` holds the two to the same markup.
 */
export function SegmentedControl(props: SegmentedControlProps) {
  // Mantine's own naming (`mantine-` and React's id), as Mantine's control names its radios.
  const name = `mantine-${useId()}`;
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
