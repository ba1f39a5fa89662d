import type * as Contract from '@yolla/contract';
import { useState, type FormEvent } from 'react';
import { useSubmit } from 'react-router';
import type { z } from 'zod/mini';
import { useTranslation } from '../../lib/i18n.tsx';
import { fieldErrors, validationKey } from '../../lib/form-errors.ts';
import { contract } from '../contract.ts';

type ContractModule = typeof Contract;

export interface ContractFormOptions {
  /** Picks the form's schema from the contract, which loads with the form's first use rather than the page. */
  schema: (contract: ContractModule) => z.ZodMiniType;
  /** Field messages the server answered with; shown until the customer edits the field. */
  serverErrors?: Record<string, string> | undefined;
}

function valuesOf(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') values[name] = value;
  return values;
}

/**
 * The form convention: the contract's schema checks the form in the browser before it is sent (the action checks
 * it again with the same schema), each message lands on its field in the page language, the first invalid field
 * takes the focus, and an edited field loses its message. The form itself is a plain `<Form method="post">`, so
 * it works without JavaScript; the schema is fetched on the form's first focus, or at the latest on submit.
 */
export function useContractForm({ schema, serverErrors }: ContractFormOptions) {
  const { t } = useTranslation('validation');
  const submit = useSubmit();
  const [errors, setErrors] = useState<Record<string, string>>(serverErrors ?? {});
  // A new answer from the server replaces whatever the fields showed before.
  const [answered, setAnswered] = useState(serverErrors);
  if (answered !== serverErrors) {
    setAnswered(serverErrors);
    setErrors(serverErrors ?? {});
  }

  const check = (form: HTMLFormElement, loaded: ContractModule): boolean => {
    const parsed = schema(loaded).safeParse(valuesOf(form));
    if (parsed.success) {
      setErrors({});
      return true;
    }
    const found = fieldErrors(loaded.toFieldIssues(parsed.error), (key, params) => t(validationKey(key), params));
    setErrors(found);
    const first = Object.keys(found)[0];
    const field = first ? form.elements.namedItem(first) : null;
    if (field instanceof HTMLElement) field.focus();
    return false;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const loaded = contract.current;
    if (loaded) {
      if (!check(form, loaded)) event.preventDefault();
      return;
    }
    event.preventDefault();
    void contract.load().then((module) => {
      if (check(form, module)) void submit(form);
    });
  };

  return {
    errors,
    /** Props for the `<Form>`: browser validation off (ours speaks the page language), ours on submit. */
    formProps: {
      noValidate: true,
      onSubmit,
      onFocus: () => void contract.load().catch(() => undefined),
    },
    /** Props for a field: its name, its message, and clearing the message when edited. */
    field: (name: string) => ({
      name,
      error: errors[name],
      onChange: () =>
        setErrors((current) => {
          if (!(name in current)) return current;
          const { [name]: _cleared, ...rest } = current;
          return rest;
        }),
    }),
  };
}
