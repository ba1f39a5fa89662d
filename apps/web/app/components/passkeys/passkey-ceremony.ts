import type * as WebAuthn from '@simplewebauthn/browser';
import { useSyncExternalStore } from 'react';
import { href } from 'react-router';
import { deferred } from '../ui/deferred.ts';

/** The WebAuthn browser library: fetched when a passkey button is first used (or the page is idle), never on first load. */
export const webauthn = deferred(() => import('@simplewebauthn/browser'));

const noSubscription = () => () => undefined;

/**
 * Whether this browser can use passkeys: false on the server and until hydration, so the buttons that need
 * JavaScript and WebAuthn only appear where they can work.
 */
export function usePasskeySupport(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => typeof window.PublicKeyCredential === 'function',
    () => false,
  );
}

/**
 * What a ceremony ends with: the challenge and the browser's answer (JSON) to post to the page's action, or the
 * refusal to show (`message` null: the customer cancelled or the authenticator gave up — say it in the page's words).
 */
export type Ceremony = { ok: true; challengeId: string; response: string } | { ok: false; message: string | null };

type Options = { challenge_id: string; options: Record<string, unknown> } | { message: string | null };

async function fetchOptions(lang: string, intent: 'add' | 'sign-in'): Promise<Options> {
  try {
    const response = await fetch(href('/:lang/passkey-options', { lang }), {
      method: 'POST',
      body: new URLSearchParams({ intent }),
      headers: { accept: 'application/json' },
    });
    return (await response.json()) as Options;
  } catch {
    return { message: null };
  }
}

async function ceremony(
  lang: string,
  intent: 'add' | 'sign-in',
  run: (library: typeof WebAuthn, options: Record<string, unknown>) => Promise<unknown>,
): Promise<Ceremony> {
  try {
    const [library, answer] = await Promise.all([webauthn.load(), fetchOptions(lang, intent)]);
    if (!('challenge_id' in answer)) return { ok: false, message: answer.message };
    const response = await run(library, answer.options);
    return { ok: true, challengeId: answer.challenge_id, response: JSON.stringify(response) };
  } catch {
    // Cancelled, timed out, refused by the authenticator, or the library could not be fetched.
    return { ok: false, message: null };
  }
}

/** Adding a passkey: the settings page's options, then `navigator.credentials.create()`. */
export function createPasskey(lang: string): Promise<Ceremony> {
  return ceremony(lang, 'add', (library, options) =>
    library.startRegistration({
      optionsJSON: options as unknown as WebAuthn.PublicKeyCredentialCreationOptionsJSON,
    }),
  );
}

/** Signing in with a passkey: a sign-in challenge, then `navigator.credentials.get()`. */
export function assertPasskey(lang: string): Promise<Ceremony> {
  return ceremony(lang, 'sign-in', (library, options) =>
    library.startAuthentication({
      optionsJSON: options as unknown as WebAuthn.PublicKeyCredentialRequestOptionsJSON,
    }),
  );
}
