import type en from './messages/en/index.ts';
import type { Namespace } from './types.ts';

/** The English messages: the source of truth for which keys exist. */
export type EnglishMessages = typeof en;

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

type WithoutPlural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;

/** Every key of a namespace, dotted, with plural forms collapsed (`tier`, `max_selected`, `how.shop.title`). */
export type MessageKey<NS extends Namespace> = WithoutPlural<Leaves<EnglishMessages[NS]>>;

/** A key with its namespace in front: `validation.required`, `errors.auth.invalid_credentials`. */
export type FullKey = { [NS in Namespace]: `${NS}.${MessageKey<NS>}` }[Namespace];
