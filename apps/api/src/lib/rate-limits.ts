import { RATE_LIMIT_NAMES, RATE_LIMITS, type RateLimitName, type WindowLimit } from '@yolla/contract';

export type Dimension = 'address' | 'account';

/** A limit of the table with the environment's figures applied. */
export interface RateLimitSetting {
  kind: 'window' | 'delay';
  address?: WindowLimit;
  account?: WindowLimit;
  /** Growing delays only: the longest wait. */
  maxDelaySeconds?: number;
}

export type RateLimitSettings = Record<RateLimitName, RateLimitSetting>;

/** The dimensions a limit of the table is counted in (`login`: the address; `settings`: both). */
export type DimensionOf<N extends RateLimitName> = Extract<keyof (typeof RATE_LIMITS)[N], Dimension>;

/** One environment variable of the table, with the default it stands for. */
export interface RateLimitVariable {
  variable: string;
  limit: RateLimitName;
  /** What it sets: a dimension's count or window, or a delay's longest wait. */
  field: `${Dimension}.max` | `${Dimension}.windowSeconds` | 'maxDelaySeconds';
  defaultValue: number;
}

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase();

/**
 * The one naming rule: `{NAME}_RATE_{IP|ACCOUNT}_{MAX|WINDOW_SECONDS}` (`settings` → `SETTINGS_RATE_IP_MAX`,
 * `pictureUpload` → `PICTURE_UPLOAD_RATE_ACCOUNT_WINDOW_SECONDS`), and `{NAME}_DELAY_MAX_SECONDS` for a growing
 * delay's longest wait (`LOGIN_FAILURES_DELAY_MAX_SECONDS`).
 */
export function rateLimitVariables(): RateLimitVariable[] {
  const variables: RateLimitVariable[] = [];
  for (const limit of RATE_LIMIT_NAMES) {
    const definition: RateLimitSetting = RATE_LIMITS[limit];
    for (const dimension of ['address', 'account'] as const) {
      const figures = definition[dimension];
      if (!figures) continue;
      const prefix = `${snake(limit)}_RATE_${dimension === 'address' ? 'IP' : 'ACCOUNT'}`;
      variables.push(
        { variable: `${prefix}_MAX`, limit, field: `${dimension}.max`, defaultValue: figures.max },
        {
          variable: `${prefix}_WINDOW_SECONDS`,
          limit,
          field: `${dimension}.windowSeconds`,
          defaultValue: figures.windowSeconds,
        },
      );
    }
    if (definition.maxDelaySeconds !== undefined) {
      variables.push({
        variable: `${snake(limit)}_DELAY_MAX_SECONDS`,
        limit,
        field: 'maxDelaySeconds',
        defaultValue: definition.maxDelaySeconds,
      });
    }
  }
  return variables;
}

/** Variables of earlier releases, refused with their new name so that a deployment's setting is never lost. */
export const RENAMED_RATE_LIMIT_VARIABLES: Record<string, string> = {
  LOGIN_RATE_ACCOUNT_MAX: 'LOGIN_FAILURES_RATE_ACCOUNT_MAX',
  LOGIN_RATE_ACCOUNT_WINDOW_SECONDS: 'LOGIN_FAILURES_RATE_ACCOUNT_WINDOW_SECONDS',
  LOGIN_RATE_IP_FAILURES_MAX: 'LOGIN_FAILURES_RATE_IP_MAX',
  LOGIN_RATE_IP_FAILURES_WINDOW_SECONDS: 'LOGIN_FAILURES_RATE_IP_WINDOW_SECONDS',
  LOGIN_DELAY_MAX_SECONDS: 'LOGIN_FAILURES_DELAY_MAX_SECONDS',
  PICTURE_UPLOAD_RATE_MAX: 'PICTURE_UPLOAD_RATE_ACCOUNT_MAX',
  PICTURE_UPLOAD_RATE_WINDOW_SECONDS:
    'PICTURE_UPLOAD_RATE_IP_WINDOW_SECONDS and PICTURE_UPLOAD_RATE_ACCOUNT_WINDOW_SECONDS',
  PASSKEYS_RATE_WINDOW_SECONDS: 'PASSKEYS_RATE_IP_WINDOW_SECONDS and PASSKEYS_RATE_ACCOUNT_WINDOW_SECONDS',
  RATE_LIMIT_GLOBAL_MAX: 'GLOBAL_RATE_IP_MAX',
  RATE_LIMIT_GLOBAL_WINDOW_SECONDS: 'GLOBAL_RATE_IP_WINDOW_SECONDS',
};

/** The table with the figures the environment sets (already validated as positive integers). */
export function resolveRateLimits(values: Record<string, number>): RateLimitSettings {
  const settings = {} as RateLimitSettings;
  for (const limit of RATE_LIMIT_NAMES) {
    const definition: RateLimitSetting = RATE_LIMITS[limit];
    const setting: RateLimitSetting = { kind: definition.kind };
    for (const dimension of ['address', 'account'] as const) {
      if (definition[dimension]) setting[dimension] = { ...definition[dimension] };
    }
    if (definition.maxDelaySeconds !== undefined) setting.maxDelaySeconds = definition.maxDelaySeconds;
    settings[limit] = setting;
  }
  for (const { variable, limit, field } of rateLimitVariables()) {
    const value = values[variable];
    if (value === undefined) continue;
    const setting = settings[limit];
    if (field === 'maxDelaySeconds') setting.maxDelaySeconds = value;
    else {
      const [dimension, figure] = field.split('.') as [Dimension, keyof WindowLimit];
      const figures = setting[dimension];
      if (figures) figures[figure] = value;
    }
  }
  return settings;
}
