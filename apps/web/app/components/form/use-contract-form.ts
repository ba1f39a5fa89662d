import type * as Contract from '@yolla/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSubmit } from 'react-router';
import type { z } from 'zod/mini';
import { useTranslation } from '../../lib/i18n.tsx';
import { fieldErrors, formValues, validationKey } from '../../lib/form-errors.ts';
import { contract } from '../contract.ts';

type ContractModule = typeof Contract;

/** What the action answered to a refused form (`FormFailure` of `lib/form.server.ts`), as the page received it. */
export interface FormAnswer {
  message: string | null;
  fields: Record<string, string>;
  values: Partial<Record<string, string>>;
}

export interface ContractFormOptions<S extends z.ZodMiniType> {
  /** Picks the form's schema from the contract, which loads with the form's first use rather than the page. */
  schema: (contract: ContractModule) => S;
  /** The action's answer to the last attempt (its `actionData` when refused): field messages and kept values. */
  answer?: FormAnswer | null | undefined;
  /**
   * For a form that does not post to an action (a search box that navigates): runs instead of submitting when
   * the values pass the schema. Without it the form is submitted as it is, so it works without JavaScript.
   */
  onValid?: (data: z.output<S>) => void;
}

/** Focuses the first field, in the order of the page, that has a message. */
function focusFirst(form: HTMLFormElement, errors: Record<string, string>) {
  for (const element of Array.from(form.elements)) {
    if (
      element instanceof HTMLElement &&
      'name' in element &&
      typeof element.name === 'string' &&
      element.name in errors
    ) {
      element.focus();
      return;
    }
  }
}

/**
 * The form convention: the contract's schema checks the form in the browser before it is sent (the action checks
 * it again with the same schema), each message lands on its field in the page language, the first invalid field
 * takes the focus, and an edited field loses its message. The form itself is a plain `<Form method="post">`, so
 * it works without JavaScript; the schema is fetched on the form's first focus, or at the latest on submit.
 */
export function useContractForm<S extends z.ZodMiniType>({ schema, answer, onValid }: ContractFormOptions<S>) {
  const serverErrors = answer?.fields;
  const { t } = useTranslation('validation');
  const submit = useSubmit();
  const [errors, setErrors] = useState<Record<string, string>>(serverErrors ?? {});
  // A new answer from the server replaces whatever the fields showed before.
  const [answered, setAnswered] = useState(serverErrors);
  if (answered !== serverErrors) {
    setAnswered(serverErrors);
    setErrors(serverErrors ?? {});
  }

  // After a refused attempt the first field the server faulted takes the focus (without JavaScript, `autoFocus`).
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (formRef.current && serverErrors) focusFirst(formRef.current, serverErrors);
  }, [serverErrors]);
  const firstServerField = serverErrors ? Object.keys(serverErrors)[0] : undefined;

  const check = (form: HTMLFormElement, loaded: ContractModule): boolean => {
    const parsed = schema(loaded).safeParse(formValues(new FormData(form)));
    if (parsed.success) {
      setErrors({});
      if (onValid) onValid(parsed.data);
      return !onValid;
    }
    const found = fieldErrors(loaded.toFieldIssues(parsed.error), (key, params) => t(validationKey(key), params));
    setErrors(found);
    focusFirst(form, found);
    return false;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const loaded = contract.current;
    if (loaded) {
      if (!check(form, loaded)) event.preventDefault();
      return;
    }
    // The schema is not here yet: hold the submission until it is, then check and send (or hand over).
    event.preventDefault();
    void contract.load().then((module) => {
      if (check(form, module)) void submit(form);
    });
  };

  return {
    errors,
    /** Props for the `<Form>`: browser validation off (ours speaks the page language), ours on submit. */
    formProps: {
      ref: formRef,
      noValidate: true,
      onSubmit,
      onFocus: () => void contract.load().catch(() => undefined),
    },
    /** The message for the whole form the action answered with (wrong credentials, too many attempts…). */
    message: answer?.message ?? null,
    /**
     * Props for a field: its name, its message, what the customer typed before a refused attempt, and clearing
     * the message when edited.
     */
    field: (name: string) => ({
      name,
      error: errors[name],
      defaultValue: answer?.values[name],
      autoFocus: name === firstServerField,
      onChange: () =>
        setErrors((current) => {
          if (!(name in current)) return current;
          const { [name]: _cleared, ...rest } = current;
          return rest;
        }),
    }),
  };
}
