/** A tree of messages: every leaf is a string (`{{name}}` placeholders, `_one`/`_few`/`_other` plural forms). */
export interface MessageTree {
  [key: string]: string | MessageTree;
}

export const NAMESPACES = [
  'api',
  'auth',
  'cabinet',
  'common',
  'errorPage',
  'errors',
  'home',
  'multiselect',
  'validation',
] as const;

export type Namespace = (typeof NAMESPACES)[number];

export function isNamespace(value: string): value is Namespace {
  return (NAMESPACES as readonly string[]).includes(value);
}

/** One locale's messages, by namespace. */
export type Messages = Record<Namespace, MessageTree>;
