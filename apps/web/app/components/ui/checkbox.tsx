import { useId, type CSSProperties, type InputHTMLAttributes, type ReactNode } from 'react';
import { theme } from '../../theme.ts';

/**
 * Mantine's Checkbox as plain elements: the same markup, classes and variables (so Mantine's stylesheet draws it
 * exactly as before), without Mantine's hooks, merged props and style objects on every render — 30–45 µs each,
 * which a table of choices multiplies (docs/render-cost.md). `checkbox.test.tsx` holds it to Mantine's own output
 * for every way the app uses it, so a Mantine upgrade that changes the markup fails there.
 */
export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  /** Beside the box, as a `<label>` for it; a box without one needs `aria-label`. */
  label?: ReactNode;
  /** The field's message, under the label; it marks the box invalid and describes it. */
  error?: string | undefined;
}

const ROOT_STYLE = {
  '--checkbox-radius': 'var(--mantine-radius-sm)',
  '--checkbox-color': `var(--mantine-color-${theme.primaryColor ?? 'blue'}-filled)`,
} as CSSProperties;

export function Checkbox({ label, error, id, 'aria-describedby': describedBy, ...input }: CheckboxProps) {
  const ownId = `mantine-${useId()}`;
  const inputId = id ?? ownId;
  const errorId = error ? `${inputId}-error` : undefined;
  const disabled = input.disabled || undefined;
  return (
    <div
      style={ROOT_STYLE}
      className="m_bf2d988c mantine-Checkbox-root m_5f75b09e mantine-Checkbox-root"
      data-variant="filled"
      data-label-position="right"
    >
      <div className="m_5f6e695e mantine-Checkbox-body">
        <div className="m_26062bec mantine-Checkbox-inner" data-label-position="right">
          <input
            className="mantine-focus-auto m_26063560 mantine-Checkbox-input"
            data-error={error ? 'true' : undefined}
            data-with-error-styles="true"
            id={inputId}
            {...input}
            aria-describedby={[errorId, describedBy].filter(Boolean).join(' ') || undefined}
            type="checkbox"
          />
          <svg
            viewBox="0 0 10 7"
            fill="none"
            xmlns="http://www.w3.org/2000/svg"
            aria-hidden="true"
            className="m_bf295423 mantine-Checkbox-icon"
          >
            <path
              d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
              fill="currentColor"
              fillRule="evenodd"
              clipRule="evenodd"
            />
          </svg>
        </div>
        <div className="m_d3ea56bb mantine-Checkbox-labelWrapper" data-disabled={disabled}>
          {label ? (
            <label className="m_8ee546b8 mantine-Checkbox-label" htmlFor={inputId} data-disabled={disabled}>
              {label}
            </label>
          ) : null}
          {error ? (
            <p className="m_8e8a99cc mantine-Checkbox-error m_8f816625 mantine-InputWrapper-error" id={errorId}>
              {error}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
