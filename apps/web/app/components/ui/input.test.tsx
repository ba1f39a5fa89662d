// @vitest-environment jsdom
import {
  MantineProvider,
  // eslint-disable-next-line no-restricted-imports -- the originals that the plain fields are held to
  NativeSelect as MantineNativeSelect,
  // eslint-disable-next-line no-restricted-imports -- the originals that the plain fields are held to
  PasswordInput as MantinePasswordInput,
  // eslint-disable-next-line no-restricted-imports -- the originals that the plain fields are held to
  Textarea as MantineTextarea,
  // eslint-disable-next-line no-restricted-imports -- the originals that the plain fields are held to
  TextInput as MantineTextInput,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { fireEvent, render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectSameElement, expectSameMarkup, serverMarkup } from '../../../tests/unit/mantine-markup.tsx';
import { theme } from '../../theme.ts';
import {
  NativeSelect,
  Textarea,
  TextInput,
  type NativeSelectProps,
  type TextareaProps,
  type TextInputProps,
} from './input.tsx';
import { PasswordInput, type PasswordInputProps } from './password-input.tsx';

const noop = () => undefined;

/** Every way the app uses a text field: the form convention's props, hints, messages, sizes, a search box. */
const TEXT_INPUTS: [string, TextInputProps][] = [
  ['a saved value', { name: 'name', defaultValue: 'Aysel', label: 'Name', autoComplete: 'given-name', onChange: noop }],
  [
    'a required one, focused after a refusal',
    { name: 'phone', label: 'Phone', type: 'tel', required: true, autoFocus: true },
  ],
  [
    'a hint and a message',
    { name: 'email', type: 'email', inputMode: 'email', label: 'E-mail', description: 'For receipts', error: 'Wrong' },
  ],
  ['a hint alone', { name: 'national_id', label: 'ID', description: 'As on the card', autoCapitalize: 'characters' }],
  ['a message alone, required', { name: 'street', label: 'Street', error: 'Too short', required: true }],
  [
    'a large code field',
    { name: 'code', label: 'Code', size: 'lg', maxLength: 7, inputMode: 'numeric', required: true },
  ],
  [
    'the tracking box',
    { name: 'q', 'aria-label': 'Track', size: 'md', style: { flex: 1 }, spellCheck: false, placeholder: 'TR…' },
  ],
  [
    'a search field with an icon and a class',
    { name: 'q', 'aria-label': 'Search', leftSection: <IconSearch size={16} aria-hidden />, className: 'pudo-search' },
  ],
  [
    'a disabled one with an id of its own',
    { id: 'own-id', name: 'x', label: 'X', disabled: true, value: 'v', readOnly: true },
  ],
];

const TEXTAREAS: [string, TextareaProps][] = [
  ['a message box', { name: 'text', label: 'Message', rows: 6, required: true }],
  ['a note with a hint', { name: 'note', label: 'Note', description: 'For the courier', defaultValue: 'Ring twice' }],
  ['a refused one', { name: 'text', label: 'Message', error: 'Write something', required: true }],
];

const OPTIONS = [
  { value: '', label: 'Default' },
  { value: 'az', label: 'Azərbaycanca' },
];

const SELECTS: [string, NativeSelectProps][] = [
  [
    'a choice with a hint',
    { name: 'language', label: 'Language', description: 'For messages', data: OPTIONS, defaultValue: 'az' },
  ],
  [
    'a required choice with a message',
    { name: 'topic', label: 'Topic', data: OPTIONS, required: true, error: 'Choose one' },
  ],
  ['a controlled choice', { name: 'country', label: 'Country', data: OPTIONS, value: 'az', onChange: noop }],
  ['a choice without a visible label', { name: 'to', 'aria-label': 'Destination', data: OPTIONS, className: 'c' }],
];

const toggle = { 'aria-label': 'Show the password' };
const PASSWORDS: [string, PasswordInputProps][] = [
  [
    'a sign-in’s password',
    {
      name: 'password',
      label: 'Password',
      autoComplete: 'current-password',
      required: true,
      visibilityToggleButtonProps: toggle,
    },
  ],
  [
    'a new password refused, with a hint',
    {
      name: 'new_password',
      label: 'New password',
      description: 'At least 8 characters',
      error: 'Too short',
      autoComplete: 'new-password',
      onChange: noop,
      visibilityToggleButtonProps: toggle,
    },
  ],
  [
    'a confirmation without an autocomplete hint',
    { name: 'password', label: 'Password', visibilityToggleButtonProps: toggle },
  ],
  ['a disabled one', { name: 'p', label: 'P', disabled: true, size: 'md', visibilityToggleButtonProps: toggle }],
];

describe('the plain fields', () => {
  it.each(TEXT_INPUTS)('a text field is Mantine’s TextInput, element for element: %s', (_use, props) => {
    expectSameMarkup(<TextInput {...props} />, <MantineTextInput {...props} />);
  });

  it.each(TEXTAREAS)('a text area is Mantine’s Textarea, element for element: %s', (_use, props) => {
    expectSameMarkup(<Textarea {...props} />, <MantineTextarea {...props} />);
  });

  it.each(SELECTS)('a select is Mantine’s NativeSelect, element for element: %s', (_use, props) => {
    expectSameMarkup(<NativeSelect {...props} />, <MantineNativeSelect {...props} />);
  });

  it.each(PASSWORDS)('a password field is Mantine’s PasswordInput, element for element: %s', (_use, props) => {
    expectSameMarkup(<PasswordInput {...props} />, <MantinePasswordInput {...props} />);
  });

  it('shows and hides the password as Mantine’s does, from the eye button', () => {
    const props = PASSWORDS[0]![1];
    const own = render(
      <MantineProvider theme={theme}>
        <PasswordInput {...props} />
      </MantineProvider>,
    );
    const mantine = render(
      <MantineProvider theme={theme}>
        <MantinePasswordInput {...props} />
      </MantineProvider>,
    );
    const eye = (view: typeof own) => within(view.container).getByRole('button', { name: 'Show the password' });
    const field = (view: typeof own) => view.container.querySelector('input');
    const wrapperOf = (view: typeof own) => view.container.querySelector('.mantine-InputWrapper-root');
    for (const view of [own, mantine]) fireEvent.mouseDown(eye(view));
    expect(field(own)?.type).toBe('text');
    expect(eye(own).getAttribute('aria-pressed')).toBe('true');
    expectSameElement(wrapperOf(own), wrapperOf(mantine));
    for (const view of [own, mantine]) fireEvent.mouseDown(eye(view));
    expect(field(own)?.type).toBe('password');
    expectSameElement(wrapperOf(own), wrapperOf(mantine));
  });

  it('ties the label, the hint and the message to the field', () => {
    const field = serverMarkup(<TextInput name="email" label="E-mail" description="Hint" error="Wrong" />);
    const input = field.querySelector('input');
    const id = input?.id ?? '';
    expect(field.querySelector('label')?.getAttribute('for')).toBe(id);
    expect(input?.getAttribute('aria-describedby')?.split(/\s+/)).toEqual([`${id}-error`, `${id}-description`]);
    expect(input?.getAttribute('aria-invalid')).toBe('true');
  });
});
