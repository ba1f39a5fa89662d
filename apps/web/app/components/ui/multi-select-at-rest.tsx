import { useRef, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { FieldShell, InputBox } from './field-shell.tsx';
import { Chevron } from './input.tsx';

/** What the field at rest shows and answers to. */
export interface MultiSelectAtRestProps {
  inputId: string;
  label: ReactNode;
  /** For the whole field (its width, say), on the root as Mantine puts it. */
  className?: string | undefined;
  /** The chosen values, in order, with what their pills say. */
  pills: { value: string; label: string }[];
  onRemove: (value: string) => void;
  placeholder: string | undefined;
  testId: string | undefined;
  /** The customer reached for the field: pressed, focused or typed in it. */
  onActivate: () => void;
}

const FRAME = {
  '--input-padding-y': 'var(--input-padding-y-sm)',
  '--input-right-section-pointer-events': 'none',
} as CSSProperties;
const MULTILINE = { 'data-multiline': true } as const;
const GROUP_STYLE = { '--pg-gap': 'var(--pg-gap-sm)' } as CSSProperties;
const PILL_STYLE = { '--pill-fz': 'var(--pill-fz-sm)', '--pill-height': 'var(--pill-height-sm)' } as CSSProperties;
const CLOSE_ICON_STYLE = { width: 'var(--cb-icon-size, 70%)', height: 'var(--cb-icon-size, 70%)' };
const CLOSE_PATH =
  'M11.7816 4.03157C12.0062 3.80702 12.0062 3.44295 11.7816 3.2184C11.5571 2.99385 11.193 2.99385 10.9685 3.2184L7.50005 6.68682L4.03164 3.2184C3.80708 2.99385 3.44301 2.99385 3.21846 3.2184C2.99391 3.44295 2.99391 3.80702 3.21846 4.03157L6.68688 7.49999L3.21846 10.9684C2.99391 11.193 2.99391 11.557 3.21846 11.7816C3.44301 12.0061 3.80708 12.0061 4.03164 11.7816L7.50005 8.31316L10.9685 11.7816C11.193 12.0061 11.5571 12.0061 11.7816 11.7816C12.0062 11.557 12.0062 11.193 11.7816 10.9684L8.31322 7.49999L11.7816 4.03157Z';
const LOOK = { size: 'sm' } as const;

/** A chosen value's pill with its remove button (Mantine's Pill and CloseButton), out of the Tab order as Mantine's. */
function RemovablePill({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <span
      style={PILL_STYLE}
      className="m_44da308b mantine-MultiSelect-pill m_7cda1cd6 mantine-Pill-root"
      data-variant="default"
      data-size="sm"
      data-with-remove="true"
    >
      <span className="m_1e0e6180 mantine-Pill-label">{label}</span>
      <button
        className="mantine-focus-auto mantine-active m_ae386778 mantine-Pill-remove m_86a44da5 mantine-CloseButton-root m_87cf2631 mantine-UnstyledButton-root"
        data-variant="transparent"
        type="button"
        tabIndex={-1}
        aria-hidden
        onMouseDown={(event) => {
          event.preventDefault();
          event.stopPropagation();
        }}
        onClick={(event) => {
          event.stopPropagation();
          onRemove();
        }}
      >
        <svg viewBox="0 0 15 15" fill="none" xmlns="http://www.w3.org/2000/svg" style={CLOSE_ICON_STYLE}>
          <path d={CLOSE_PATH} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
        </svg>
      </button>
    </span>
  );
}

/**
 * A searchable multi-select as the page arrives with it, before its combobox is fetched: Mantine's MultiSelect at
 * rest (a PillsInput with a pill per chosen value and the search field) as plain elements, with Mantine's classes,
 * data attributes and CSS variables, so Mantine's stylesheet draws it as before. Rendered by Mantine, these few
 * elements cost 380–500 µs a page (`renderToString`, decision 0021); `multi-select-at-rest.test.tsx` holds the
 * two to the same markup.
 */
export function MultiSelectAtRest(props: MultiSelectAtRestProps) {
  const field = useRef<HTMLInputElement>(null);
  // As Mantine's PillsInput: pressing anywhere in the box focuses the search field (and so activates it).
  const focusField = (event: MouseEvent) => {
    event.preventDefault();
    field.current?.focus();
  };
  return (
    <FieldShell
      kind="MultiSelect"
      look={{ ...LOOK, label: props.label, className: props.className }}
      inputId={props.inputId}
      required={undefined}
    >
      <InputBox kind="MultiSelect" look={LOOK} extraStyle={FRAME} data={MULTILINE} rightSection={<Chevron />}>
        {/* A pointer convenience, as Mantine's: the keyboard reaches the search field itself with Tab. */}
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
        <div
          className="m_8fb7ebe7 mantine-Input-input mantine-MultiSelect-input"
          data-variant="default"
          data-no-overflow="true"
          onMouseDown={focusField}
          onClick={(event) => {
            focusField(event);
            props.onActivate();
          }}
        >
          <div
            style={GROUP_STYLE}
            className="mantine-MultiSelect-pillsList m_1dcfd90b mantine-PillGroup-group"
            data-size="sm"
          >
            {props.pills.map((pill) => (
              <RemovablePill key={pill.value} label={pill.label} onRemove={() => props.onRemove(pill.value)} />
            ))}
            <input
              ref={field}
              className="mantine-MultiSelect-inputField m_45c4369d mantine-PillsInputField-field"
              data-type="visible"
              data-testid={props.testId}
              // No list exists until the combobox is fetched (collapsed, as Mantine's at rest): nothing to control.
              // eslint-disable-next-line jsx-a11y/role-has-required-aria-props
              role="combobox"
              aria-expanded={false}
              aria-haspopup="listbox"
              autoComplete="off"
              placeholder={props.placeholder}
              id={props.inputId}
              aria-invalid={false}
              type="text"
              onMouseDown={(event) => event.stopPropagation()}
              onFocus={props.onActivate}
              onChange={props.onActivate}
            />
          </div>
        </div>
      </InputBox>
    </FieldShell>
  );
}
