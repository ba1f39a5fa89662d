import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock, ModuleDeps } from '../../http/module.ts';
import type { CodeSignIn } from '../../lib/code-sign-in.ts';
import type { IdentitySignIn } from '../../lib/identity-sign-in.ts';
import type { PasskeySignIn } from '../../lib/passkey-sign-in.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import type { AuthService } from './auth.usecases.ts';

/** What the auth module's routes work with: its service, the shared rate limiter and the limits, codes for the SMS grant, the passkey verifier. */
export interface AuthContext {
  authService: AuthService;
  rateLimiter: RateLimiter;
  limits: Config['rateLimits'];
  db: Db;
  clock: Clock;
  codes: ModuleDeps['codes'];
  codeSignIn: CodeSignIn;
  identitySignIn: IdentitySignIn;
  passkeySignIn: PasskeySignIn;
}

/** Who asks for tokens: the client, its address (limits) and its browser (the sessions list). */
export interface GrantCaller {
  clientId: string;
  ip: string;
  userAgent: string | null;
}
