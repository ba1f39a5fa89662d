import { useNavigation } from 'react-router';
import type { FormAnswer } from './use-contract-form.ts';

/**
 * The browser's half of a page with several forms posting to one action (lib/intents.server.ts): each form names
 * its intent, shows its busy state while it is being sent, and shows only the answers given to it.
 */

/** What the action answered to a refused form, marked with its intent (null: a post none of the page's forms send). */
export type IntentAnswer<Name extends string> = FormAnswer & { intent: Name | null };

/** The answer for the form of these intents, or null when the last answer was another form's. */
export function answerFor<Name extends string>(
  answer: IntentAnswer<Name> | null,
  ...intents: Name[]
): FormAnswer | null {
  return answer?.intent && intents.includes(answer.intent) ? answer : null;
}

/** The form's intent, posted with its fields. */
export function IntentField({ intent }: { intent: string }) {
  return <input type="hidden" name="intent" value={intent} />;
}

/** Whether a form of this intent is being sent (for one item, when `item` names the id's field and value). */
export function useIntentPending(intent: string, item?: { field: string; value: string }): boolean {
  const navigation = useNavigation();
  const form = navigation.state === 'idle' ? undefined : navigation.formData;
  return form?.get('intent') === intent && (!item || form.get(item.field) === item.value);
}
