import { useId, type CSSProperties, type ReactNode } from 'react';
import { cx } from './layout.tsx';

/**
 * What Mantine's text fields share, as plain elements: the InputWrapper (label, hint, message) and the Input frame
 * (the box with its sections), with Mantine's classes, data attributes, CSS variables and ids. Used by
 * `input.tsx` and `password-input.tsx`; `input.test.tsx` holds every field built on it to Mantine's output.
 */
export interface FieldLook {
  /** The field's `<label>`. A field without one needs `aria-label`. */
  label?: ReactNode;
  /** A hint under the label; it describes the field. */
  description?: ReactNode;
  /** The field's message, under it; it marks the field invalid and describes it. */
  error?: string | undefined;
  size?: 'sm' | 'md' | 'lg';
  /** An icon inside the field, before the text. */
  leftSection?: ReactNode;
  /** For the whole field (label, hint, box and message), as with Mantine. */
  className?: string;
  style?: CSSProperties;
}

type Kind = 'TextInput' | 'Textarea' | 'NativeSelect' | 'PasswordInput' | 'MultiSelect';
const SMALLER = 'calc(0.125rem * var(--mantine-scale))';
const HALF_XS = 'calc(var(--mantine-spacing-xs) / 2)';

/** Ids and describing ids as Mantine's InputWrapper makes them: the message first, then the hint. */
export function useFieldIds(id: string | undefined, look: FieldLook) {
  const own = `mantine-${useId()}`;
  const inputId = id ?? own;
  // The empty middle place is Mantine's for a success message: with a message and a hint, two spaces between them.
  const parts = [look.error ? `${inputId}-error` : '', '', look.description ? `${inputId}-description` : ''];
  const describedBy = parts.join(' ').trim() || undefined;
  return { inputId, describedBy };
}

/** The label, the hint, the box (`children`) and the message around it, as Mantine's InputWrapper writes them. */
export function FieldShell({
  kind,
  look,
  inputId,
  required,
  rootStyle,
  rootClass,
  children,
}: {
  kind: Kind;
  look: FieldLook;
  inputId: string;
  required: boolean | undefined;
  rootStyle?: CSSProperties;
  rootClass?: string;
  children: ReactNode;
}) {
  const size = look.size ?? 'sm';
  const font = `var(--mantine-font-size-${size})`;
  return (
    <div
      style={rootStyle || look.style ? { ...rootStyle, ...look.style } : undefined}
      className={cx(look.className, rootClass, 'm_46b77525 mantine-InputWrapper-root', `mantine-${kind}-root`)}
      data-size={size}
      data-error={look.error ? true : undefined}
    >
      {look.label ? (
        <label
          style={{ '--input-label-size': font } as CSSProperties}
          className={`m_8fdc1311 mantine-InputWrapper-label mantine-${kind}-label`}
          data-size={size}
          data-required={required || undefined}
          htmlFor={inputId}
          id={`${inputId}-label`}
        >
          {look.label}
          {required ? (
            <span className={`m_78a94662 mantine-InputWrapper-required mantine-${kind}-required`} aria-hidden>
              {' *'}
            </span>
          ) : null}
        </label>
      ) : null}
      {look.description ? (
        <p
          style={{ '--input-description-size': `calc(${font} - ${SMALLER})` } as CSSProperties}
          className={`m_fe47ce59 mantine-InputWrapper-description mantine-${kind}-description`}
          data-size={size}
          id={`${inputId}-description`}
        >
          {look.description}
        </p>
      ) : null}
      {children}
      {look.error ? (
        <p
          style={{ '--input-error-size': `calc(${font} - ${SMALLER})` } as CSSProperties}
          className={`m_8f816625 mantine-InputWrapper-error mantine-${kind}-error`}
          data-size={size}
          id={`${inputId}-error`}
        >
          {look.error}
        </p>
      ) : null}
    </div>
  );
}

/** The box's frame (Mantine's Input wrapper) with its sections around the control. */
export function InputBox({
  kind,
  look,
  extraStyle,
  data,
  rightSection,
  disabled,
  children,
}: {
  kind: Kind;
  look: FieldLook;
  extraStyle?: CSSProperties;
  data?: Record<`data-${string}`, true | undefined>;
  rightSection?: ReactNode;
  disabled?: boolean | undefined;
  children: ReactNode;
}) {
  const size = look.size ?? 'sm';
  const style = {
    '--input-margin-top': look.description ? HALF_XS : undefined,
    '--input-margin-bottom': look.error ? HALF_XS : undefined,
    '--input-height': `var(--input-height-${size})`,
    '--input-fz': `var(--mantine-font-size-${size})`,
    ...extraStyle,
  } as CSSProperties;
  const section = `m_82577fc2 mantine-Input-section mantine-${kind}-section`;
  return (
    <div
      style={style}
      className={`m_6c018570 mantine-Input-wrapper mantine-${kind}-wrapper`}
      data-variant="default"
      data-size={size}
      data-error={look.error ? true : undefined}
      {...data}
      data-disabled={disabled || undefined}
      data-with-right-section={rightSection ? true : undefined}
      data-with-left-section={look.leftSection ? true : undefined}
    >
      {look.leftSection ? (
        <div data-position="left" className={section}>
          {look.leftSection}
        </div>
      ) : null}
      {children}
      {rightSection ? (
        <div data-position="right" className={section}>
          {rightSection}
        </div>
      ) : null}
    </div>
  );
}

/** What the control itself carries, as Mantine's Input gives it. */
export function controlProps(
  kind: Kind,
  look: FieldLook,
  inputId: string,
  describedBy: string | undefined,
  disabled: boolean | undefined,
) {
  return {
    className: `m_8fb7ebe7 mantine-Input-input mantine-${kind}-input`,
    'data-variant': 'default',
    'data-disabled': disabled || undefined,
    'data-error': look.error ? true : undefined,
    'aria-invalid': look.error ? true : undefined,
    'aria-describedby': describedBy,
    id: inputId,
  };
}

/** Splits a field's look from the control's own attributes. */
export function splitField<T extends FieldLook & { id?: string | undefined }>(props: T) {
  const { label, description, error, size, leftSection, className, style, id, ...control } = props;
  return { look: { label, description, error, size, leftSection, className, style }, id, control };
}
