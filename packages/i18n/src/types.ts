/** A tree of messages: every leaf is a string in i18next format (`{{name}}` interpolation, `_one`/`_other` plurals). */
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

/** One locale's messages, by namespace. */
export type Messages = Record<Namespace, MessageTree>;
