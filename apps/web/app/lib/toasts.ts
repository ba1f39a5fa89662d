/** A message for the customer, carried from the server to the browser in a short-lived cookie. */
export type ToastType = 'info' | 'success' | 'warning' | 'error' | 'default';

export interface FlashToast {
  type: ToastType;
  message: string;
  /** When set, the browser updates the toast with this id in place instead of adding one. */
  id?: string;
}

const MAX_TOASTS = 5;
const MAX_MESSAGE = 300;

/** JSON for the flash cookie (the cookie writer URI-encodes it). */
export function encodeToasts(toasts: FlashToast[]): string {
  const trimmed = toasts.slice(-MAX_TOASTS).map((t) => ({ ...t, message: t.message.slice(0, MAX_MESSAGE) }));
  return JSON.stringify(trimmed);
}

const TYPES = new Set<ToastType>(['info', 'success', 'warning', 'error', 'default']);

/** Reads the flash cookie's value, already URI-decoded (as cookie parsers return it). */
export function decodeToasts(raw: string | undefined | null): FlashToast[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value
      .filter(
        (t): t is FlashToast =>
          !!t &&
          typeof t === 'object' &&
          TYPES.has((t as FlashToast).type) &&
          typeof (t as FlashToast).message === 'string',
      )
      .slice(0, MAX_TOASTS)
      .map((t) => ({
        type: t.type,
        message: t.message.slice(0, MAX_MESSAGE),
        ...(typeof t.id === 'string' ? { id: t.id } : {}),
      }));
  } catch {
    return [];
  }
}
