import type { UserSummary } from '@yolla/contract';
import type { CSSProperties } from 'react';

/** The initials of a name, or of the suite code when there is none yet. */
export function initials(name: string | null, code: string): string {
  const source = name?.trim() || code;
  return source
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/**
 * The customer's picture from /me, or their initials: decorative beside a label that names the account. A plain
 * element (styles/cabinet-shell.css), as it is in every header.
 */
export function AccountAvatar({ user, size = 28 }: { user: UserSummary; size?: number }) {
  const style: CSSProperties = { width: size, height: size, minWidth: size };
  return (
    <span className="account-avatar" style={style} data-testid="account-avatar" aria-hidden>
      {user.picture ? (
        <img src={user.picture} alt="" width={size} height={size} loading="lazy" decoding="async" />
      ) : (
        initials(user.name, user.code)
      )}
    </span>
  );
}
