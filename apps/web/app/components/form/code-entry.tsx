import { useEffect } from 'react';
import { Form, useRevalidator } from 'react-router';
import { FormCard } from './form-card.tsx';
import { IntentField, useIntentPending } from './intent.tsx';
import { ResendCode } from './resend-code.tsx';
import { useContractForm, type FormAnswer } from './use-contract-form.ts';
import { Alert, anchorClass, Stack } from '../ui/layout.tsx';
import { Button } from '../ui/button.tsx';
import { TextInput } from '../ui/input.tsx';
import { AppLink } from '../app-link.tsx';

/** The words of one code page, in its feature's namespace. */
export interface CodeEntryWords {
  title: string;
  /** Where the code went: "We sent a code to +994 ••• 4567". */
  sent: string;
  code: string;
  submit: string;
  resend: string;
  resendIn: (time: string) => string;
  resendReady: string;
  /** Said when the code could not be delivered: where it did not arrive, and what to do (the way back follows). */
  undelivered: string;
  /** The way back to change the phone or e-mail the code went to. */
  back: { to: string; label: string };
}

/**
 * A page that asks for a one-time code (registration, recovery, phone change): the code field posting to the page's
 * action with the contract's `codeFormSchema`, a new code with a countdown, and the way back.
 */
export function CodeEntry(props: {
  words: CodeEntryWords;
  resendIn: number;
  /** The SMS network or the mail server gave up on the code: said above the form, with the way back. */
  undelivered: boolean;
  answer: FormAnswer | null;
  introTestId: string;
}) {
  const { words } = props;
  const submitting = useIntentPending('code');
  const form = useContractForm({ schema: (contract) => contract.codeFormSchema, answer: props.answer });
  useDeliveryCheck(props.undelivered);
  return (
    <FormCard title={words.title} intro={words.sent} introTestId={props.introTestId} message={form.message}>
      {props.undelivered ? (
        <Alert tone="red" data-testid="code-undelivered">
          {words.undelivered}{' '}
          <AppLink prefetch="none" to={words.back.to} className={anchorClass({ underline: true })}>
            {words.back.label}
          </AppLink>
        </Alert>
      ) : null}
      <Form method="post" {...form.formProps} aria-label={words.title}>
        <IntentField intent="code" />
        <Stack gap="md">
          <TextInput
            {...form.field('code')}
            label={words.code}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={7}
            size="lg"
            required
          />
          <Button type="submit" size="md" loading={submitting} fullWidth>
            {words.submit}
          </Button>
        </Stack>
      </Form>
      <ResendCode resendIn={props.resendIn} label={words.resend} waiting={words.resendIn} ready={words.resendReady} />
      <AppLink prefetch="none" to={words.back.to} className={anchorClass({ size: 'sm', underline: true })}>
        {words.back.label}
      </AppLink>
    </FormCard>
  );
}

/** When the page asks again whether the code was delivered (seconds after it was shown): a refusal comes soon. */
const DELIVERY_CHECKS_S = [15, 60];

/**
 * With JavaScript, the page's data is read again a little after it was shown, so a code the network refused is said
 * without a reload; without it, the next load says it.
 */
function useDeliveryCheck(undelivered: boolean) {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (undelivered) return;
    const timers = DELIVERY_CHECKS_S.map((seconds) => setTimeout(() => void revalidate(), seconds * 1000));
    return () => timers.forEach(clearTimeout);
  }, [undelivered, revalidate]);
}
