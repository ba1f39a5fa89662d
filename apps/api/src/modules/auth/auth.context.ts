import type { Contributions } from '../../http/contributions.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import type { AuthService } from './auth.service.ts';

/** What the auth module's OAuth routes work with: its service, the rate limiter, and every module's grants. */
export interface AuthContext {
  authService: AuthService;
  limiter: RateLimiter;
  contributions: Contributions;
}
