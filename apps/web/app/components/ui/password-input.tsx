import { useState, type CSSProperties, type InputHTMLAttributes, type SyntheticEvent } from 'react';
import { FieldShell, InputBox, splitField, useFieldIds, type FieldLook } from './field-shell.tsx';
import { ActionIcon } from './icon-button.tsx';

/**
 * Mantine's PasswordInput as plain elements: the same markup, classes and variables, and the same eye button that
 * shows and hides the password (pressed with the mouse or a touch, it keeps the focus in the field; it is not a
 * stop of its own for Tab). About 115 µs a field with Mantine, and settings has three. Held to Mantine's output by
 * `input.test.tsx`.
 */
export type PasswordInputProps = FieldLook &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'style' | 'className' | 'type'> & {
    /** The eye button's name for screen readers, in the page language. */
    visibilityToggleButtonProps: { 'aria-label': string };
  };

const ICON_STYLE = { width: 'var(--psi-icon-size)', height: 'var(--psi-icon-size)' };
const STROKE = {
  fill: 'none',
  stroke: 'currentColor',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  strokeWidth: '16',
} as const;

/** Mantine's eye: open while the password is hidden, struck through while it shows. */
function EyeIcon({ reveal }: { reveal: boolean }) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" style={ICON_STYLE}>
      <path fill="none" d="M0 0h256v256H0z" />
      {reveal ? (
        <>
          <path {...STROKE} d="M48 40l160 176M154.91 157.6a40 40 0 01-53.82-59.2M135.53 88.71a40 40 0 0132.3 35.53" />
          <path
            {...STROKE}
            d="M208.61 169.1C230.41 149.58 240 128 240 128s-32-72-112-72a126 126 0 00-20.68 1.68M74 68.6C33.23 89.24 16 128 16 128s32 72 112 72a118.05 118.05 0 0054-12.6"
          />
        </>
      ) : (
        <>
          <path {...STROKE} d="M128 56c-80 0-112 72-112 72s32 72 112 72 112-72 112-72-32-72-112-72z" />
          <circle cx="128" cy="128" r="40" {...STROKE} />
        </>
      )}
    </svg>
  );
}

export function PasswordInput(props: PasswordInputProps) {
  const { look, id, control } = splitField(props);
  const { visibilityToggleButtonProps, ...input } = control;
  const { inputId, describedBy } = useFieldIds(id, look);
  const [visible, setVisible] = useState(false);
  const size = look.size ?? 'sm';
  const toggle = (event: SyntheticEvent) => {
    event.preventDefault();
    setVisible((shown) => !shown);
  };
  const disabled = input.disabled || undefined;
  const eye = (
    <ActionIcon
      className="m_b1072d44 mantine-PasswordInput-visibilityToggle"
      variant="subtle"
      color="gray"
      disabled={disabled}
      aria-pressed={visible}
      tabIndex={-1}
      aria-label={visibilityToggleButtonProps['aria-label']}
      onMouseDown={toggle}
      onTouchEnd={toggle}
      onKeyDown={(event) => {
        if (event.key === ' ' || event.key === 'Enter') toggle(event);
      }}
    >
      <EyeIcon reveal={visible} />
    </ActionIcon>
  );
  return (
    <FieldShell
      kind="PasswordInput"
      look={look}
      inputId={inputId}
      required={input.required}
      rootClass="m_f61ca620 mantine-PasswordInput-root"
      rootStyle={
        {
          '--psi-icon-size': `var(--psi-icon-size-${size})`,
          '--psi-button-size': `var(--psi-button-size-${size})`,
        } as CSSProperties
      }
    >
      <InputBox kind="PasswordInput" look={look} disabled={disabled} rightSection={eye}>
        <div
          className="m_ccf8da4c m_8fb7ebe7 mantine-Input-input mantine-PasswordInput-input"
          data-variant="default"
          data-disabled={disabled}
          data-error={look.error ? true : undefined}
        >
          <input
            data-invalid={look.error ? true : undefined}
            data-with-left-section={look.leftSection ? true : undefined}
            className="m_f2d85dd2 mantine-PasswordInput-innerInput"
            id={inputId}
            {...input}
            aria-describedby={describedBy}
            autoComplete={input.autoComplete || 'off'}
            type={visible ? 'text' : 'password'}
          />
        </div>
      </InputBox>
    </FieldShell>
  );
}
