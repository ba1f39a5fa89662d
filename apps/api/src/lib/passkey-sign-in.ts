import type { PasskeyAuthenticationResponse } from '@yolla/contract';

/**
 * How the token endpoint's passkey grant (auth module) reaches the passkeys module, which owns the credentials and
 * the challenges: the passkeys module installs its verifier here at start-up (`deps.passkeySignIn`).
 */
export interface PasskeyVerifier {
  /**
   * The key the grant counts failed attempts against: the account of the credential the assertion names, or
   * the credential id itself when no account has it (the same waits and answers, so nothing tells them apart).
   */
  accountKeyOf(assertion: PasskeyAuthenticationResponse): Promise<string>;
  /**
   * Spends the sign-in challenge and checks the assertion against it and the stored credential; moves the credential's
   * counter and last use. The account it signs in, or throws `passkeys.challenge_expired` / `passkeys.invalid`.
   */
  verify(challengeId: string, assertion: PasskeyAuthenticationResponse): Promise<number>;
}

export interface PasskeySignIn extends PasskeyVerifier {
  install(verifier: PasskeyVerifier): void;
}

export function createPasskeySignIn(): PasskeySignIn {
  let installed: PasskeyVerifier | null = null;
  const verifier = (): PasskeyVerifier => {
    if (!installed) throw new Error('No passkey verifier is installed (the passkeys module is missing from MODULES)');
    return installed;
  };
  return {
    install: (next) => void (installed = next),
    accountKeyOf: (assertion) => verifier().accountKeyOf(assertion),
    verify: (challengeId, assertion) => verifier().verify(challengeId, assertion),
  };
}
