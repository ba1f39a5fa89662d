/** Id of the sign-out toast, shared by the button (which opens it) and the action (which updates it). */
export const SIGN_OUT_TOAST_ID = 'sign-out';
