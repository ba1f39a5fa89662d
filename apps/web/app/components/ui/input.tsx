import type { CSSProperties, InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { controlProps, FieldShell, InputBox, splitField, useFieldIds, type FieldLook } from './field-shell.tsx';

/**
 * Mantine's TextInput, Textarea and NativeSelect as plain elements: the same markup, classes and CSS variables (so
 * Mantine's stylesheet draws them as before), without Mantine's hooks, merged props, contexts and style objects on
 * every render — about 45 µs a field, and a form has several (docs/render-cost.md). `input.test.tsx` holds each to
 * Mantine's own output for every way the app uses it, so a Mantine upgrade that changes the markup fails there.
 */
export type TextInputProps = FieldLook & Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'style' | 'className'>;

export function TextInput(props: TextInputProps) {
  const { look, id, control } = splitField(props);
  const { inputId, describedBy } = useFieldIds(id, look);
  return (
    <FieldShell kind="TextInput" look={look} inputId={inputId} required={control.required}>
      <InputBox kind="TextInput" look={look} disabled={control.disabled}>
        <input {...control} {...controlProps('TextInput', look, inputId, describedBy, control.disabled)} />
      </InputBox>
    </FieldShell>
  );
}

export type TextareaProps = FieldLook & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'style' | 'className'>;

const MULTILINE = { 'data-multiline': true } as const;

export function Textarea(props: TextareaProps) {
  const { look, id, control } = splitField(props);
  const { inputId, describedBy } = useFieldIds(id, look);
  const size = look.size ?? 'sm';
  return (
    <FieldShell kind="Textarea" look={look} inputId={inputId} required={control.required}>
      <InputBox
        kind="Textarea"
        look={look}
        disabled={control.disabled}
        extraStyle={{ '--input-padding-y': `var(--input-padding-y-${size})` } as CSSProperties}
        data={MULTILINE}
      >
        <textarea {...control} {...controlProps('Textarea', look, inputId, describedBy, control.disabled)} />
      </InputBox>
    </FieldShell>
  );
}

export type NativeSelectProps = FieldLook &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size' | 'style' | 'className' | 'children'> & {
    data: { value: string; label: string }[];
  };

/** What a select's frame adds to Mantine's Input: the arrow lets clicks through to the select. */
const SELECT_FRAME_STYLE = { '--input-right-section-pointer-events': 'none' } as CSSProperties;
const SELECT_FRAME_DATA = { 'data-pointer': true } as const;

/** Mantine's ComboboxChevron, the select's arrow (without a size, as a multi-select's at rest: Mantine's default). */
export function Chevron({ size, error }: { size?: string; error?: string | undefined }) {
  return (
    <svg
      style={
        size ? ({ '--combobox-chevron-size': `var(--combobox-chevron-size-${size})` } as CSSProperties) : undefined
      }
      className="m_2943220b mantine-ComboboxChevron-chevron"
      data-size={size}
      data-combobox-chevron="true"
      data-error={error || undefined}
      viewBox="0 0 15 15"
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
    >
      <path
        d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}

export function NativeSelect(props: NativeSelectProps) {
  const { look, id, control } = splitField(props);
  const { data, ...select } = control;
  const { inputId, describedBy } = useFieldIds(id, look);
  return (
    <FieldShell kind="NativeSelect" look={look} inputId={inputId} required={select.required}>
      <InputBox
        kind="NativeSelect"
        look={look}
        disabled={select.disabled}
        extraStyle={SELECT_FRAME_STYLE}
        data={SELECT_FRAME_DATA}
        rightSection={<Chevron size={look.size ?? 'sm'} error={look.error} />}
      >
        <select {...select} {...controlProps('NativeSelect', look, inputId, describedBy, select.disabled)}>
          {data.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </InputBox>
    </FieldShell>
  );
}
