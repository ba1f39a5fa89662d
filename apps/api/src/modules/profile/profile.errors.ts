import type { PendingObligation } from '@yolla/contract';
import { ApiError } from '../../lib/api-error.ts';

export const profileErrors = {
  /** Says that the e-mail has an account, never whose. */
  emailTaken: () => new ApiError('profile.email_taken', { fields: { email: [{ key: 'errors.profile.email_taken' }] } }),
  nationalIdTaken: () =>
    new ApiError('profile.national_id_taken', {
      fields: { national_id: [{ key: 'errors.profile.national_id_taken' }] },
    }),
  wrongPassword: () =>
    new ApiError('deletion.wrong_password', { fields: { password: [{ key: 'errors.deletion.wrong_password' }] } }),
  /** The first reason is the code; `errors.obligations` lists every reason's message. */
  obligationsPending: (reasons: readonly [PendingObligation, ...PendingObligation[]]) =>
    new ApiError(reasons[0], { fields: { obligations: reasons.map((reason) => ({ key: `errors.${reason}` })) } }),
};
