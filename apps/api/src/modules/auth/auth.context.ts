import type { Config } from '../../config.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import type { AuthService } from './auth.usecases.ts';

/** What the auth module's routes work with: its service, the shared rate limiter and the limits. */
export interface AuthContext {
  authService: AuthService;
  rateLimiter: RateLimiter;
  limits: Config['rateLimits'];
}
