import { boundedText } from './auth.ts';

/** NIST SP 800-63B: at least 8 characters, at most 128, anything printable, no composition rules. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * A new password's length. The API also refuses one found in the list of common and breached passwords it ships
 * (`validation.password_common`), which is too large for the browser.
 */
export const newPasswordSchema = boundedText(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH);
