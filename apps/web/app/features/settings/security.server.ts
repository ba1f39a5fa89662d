import { endSessionEndpoint, passwordChangeEndpoint, passwordChangeSchema, sessionIdSchema } from '@yolla/contract';
import { intent } from '../../lib/intents.server.ts';

/**
 * `intent=password`: the current password and a new one (its length here, the list of common passwords at the API).
 * Every other session ends; this one stays. Passwords are never kept in the answer.
 */
export const passwordIntent = intent({
  schema: passwordChangeSchema,
  run: async ({ data, state }) => {
    const body = { current_password: data.current_password, new_password: data.new_password };
    await state.api.call(passwordChangeEndpoint, { body }, { toast: 'success' });
  },
});

/** `intent=end-session`: signs out one session of the list (`session`); another customer's or a gone one is 404. */
export const endSessionIntent = intent({
  posted: { session: sessionIdSchema },
  run: async ({ data, state }) => {
    await state.api.call(endSessionEndpoint, { params: { id: data.session } }, { toast: 'success' });
  },
});
