import { accountDeletionFormSchema, deleteAccountEndpoint } from '@yolla/contract';
import { href } from 'react-router';
import { intent } from '../../lib/intents.server.ts';
import { clearTokens } from '../../lib/session.server.ts';

/**
 * `intent=delete-account`: the confirmation ticked and the current password. Refused while money or parcels are
 * pending (the API's message says what to settle first). Otherwise the personal data is erased and every session
 * ends: this browser's cookies are cleared and the customer lands on the home page with the API's goodbye as a toast.
 */
export const deletionIntent = intent({
  schema: accountDeletionFormSchema,
  run: async ({ data, state }) => {
    const password = data.password?.length ? { password: data.password } : {};
    await state.api.call(deleteAccountEndpoint, { body: password }, { toast: 'success' });
    clearTokens(state.out, state.names);
    return { redirectTo: href('/:lang', { lang: state.lang }) };
  },
});
