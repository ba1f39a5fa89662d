// @vitest-environment jsdom
import {
  // eslint-disable-next-line no-restricted-imports -- the originals that the plain field is held to
  ComboboxChevron,
  // eslint-disable-next-line no-restricted-imports -- the originals that the plain field is held to
  Pill,
  // eslint-disable-next-line no-restricted-imports -- the originals that the plain field is held to
  PillsInput,
} from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectSameMarkup, inApp } from '../../../tests/unit/mantine-markup.tsx';
import { MultiSelectAtRest, type MultiSelectAtRestProps } from './multi-select-at-rest.tsx';

const noop = () => undefined;

/** Mantine's MultiSelect at rest as the field was written with Mantine's components before it became plain. */
function MantineAtRest(props: MultiSelectAtRestProps) {
  return (
    <PillsInput
      __staticSelector="MultiSelect"
      __stylesApiProps={{ size: 'sm', multiline: true, rightSectionPointerEvents: 'none' }}
      label={props.label}
      size="sm"
      className={props.className}
      id={props.inputId}
      rightSection={<ComboboxChevron />}
      rightSectionPointerEvents="none"
      onClick={props.onActivate}
    >
      <Pill.Group className="mantine-MultiSelect-pillsList">
        {props.pills.map((pill) => (
          <Pill
            key={pill.value}
            className="mantine-MultiSelect-pill"
            withRemoveButton
            onRemove={() => props.onRemove(pill.value)}
          >
            {pill.label}
          </Pill>
        ))}
        <PillsInput.Field
          id={props.inputId}
          className="mantine-MultiSelect-inputField"
          data-testid={props.testId}
          role="combobox"
          aria-expanded={false}
          aria-haspopup="listbox"
          autoComplete="off"
          placeholder={props.placeholder}
          onFocus={props.onActivate}
          onChange={props.onActivate}
        />
      </Pill.Group>
    </PillsInput>
  );
}

const base = { inputId: 'origins', label: 'Compare', onRemove: noop, onActivate: noop, testId: 'compare-origins' };

/** Every way the app shows the field at rest: nothing chosen (the placeholder), values chosen, a width class. */
const CASES: [string, MultiSelectAtRestProps][] = [
  ['nothing chosen', { ...base, pills: [], placeholder: 'Select option' }],
  [
    'three chosen, in a width class',
    {
      ...base,
      className: 'tariffs-teaser__compare',
      pills: [
        { value: 'TR', label: 'Turkey' },
        { value: 'US', label: 'USA' },
        { value: 'CN', label: 'China' },
      ],
      placeholder: undefined,
    },
  ],
  [
    'no test id',
    { ...base, testId: undefined, pills: [{ value: 'GB', label: 'United Kingdom' }], placeholder: undefined },
  ],
];

describe('the multi-select at rest, as plain elements', () => {
  it.each(CASES)('renders what Mantine renders: %s', (_, props) => {
    expectSameMarkup(<MultiSelectAtRest {...props} />, <MantineAtRest {...props} />);
  });

  it('removes a value with its pill’s button, which stays out of the Tab order', () => {
    const onRemove = vi.fn();
    const onActivate = vi.fn();
    const [, props] = CASES[1]!;
    const { container } = render(inApp(<MultiSelectAtRest {...props} onRemove={onRemove} onActivate={onActivate} />));
    const remove = container.querySelectorAll<HTMLButtonElement>('.mantine-Pill-remove');
    expect(remove).toHaveLength(3);
    expect(remove[1]!.tabIndex).toBe(-1);
    fireEvent.click(remove[1]!);
    expect(onRemove).toHaveBeenCalledWith('US');
    // Removing a value does not reach for the field.
    expect(onActivate).not.toHaveBeenCalled();
  });

  it('focuses the search field and activates it when the box is pressed, as Mantine’s does', () => {
    const onActivate = vi.fn();
    const [, props] = CASES[0]!;
    const { container } = render(inApp(<MultiSelectAtRest {...props} onActivate={onActivate} />));
    fireEvent.click(container.querySelector('.mantine-MultiSelect-input')!);
    const field = screen.getByRole('combobox', { name: 'Compare' });
    expect(document.activeElement).toBe(field);
    expect(onActivate).toHaveBeenCalled();
  });
});
