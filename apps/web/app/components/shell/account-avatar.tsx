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

interface AccountAvatarProps {
  user: UserSummary;
  size?: number;
  /** The account's name when nothing beside the avatar says it (the dashboard's greeting card); else decorative. */
  label?: string;
  /** The dashboard's large avatar: initials in proportion (styles/cabinet-shell.css). */
  large?: boolean;
  testId?: string;
}

/**
 * The customer's picture from /me, or their initials: a plain element (styles/cabinet-shell.css), in every header
 * and, large, on the dashboard. Decorative beside a label that names the account, else named by `label`.
 */
export function AccountAvatar({ user, size = 28, label, large, testId = 'account-avatar' }: AccountAvatarProps) {
  const style: CSSProperties = { width: size, height: size, minWidth: size };
  const naming = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <span
      className={large ? 'account-avatar account-avatar--large' : 'account-avatar'}
      style={style}
      data-testid={testId}
      {...naming}
    >
      {user.picture ? (
        <img src={user.picture} alt="" width={size} height={size} loading="lazy" decoding="async" />
      ) : (
        initials(user.name, user.code)
      )}
    </span>
  );
}
