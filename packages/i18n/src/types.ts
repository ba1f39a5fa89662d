import type en from './messages/en/index.ts';

/** A tree of messages: every leaf is a string (`{{name}}` placeholders, `_one`/`_few`/`_other` plural forms). */
export interface MessageTree {
  [key: string]: string | MessageTree;
}

/** The namespaces: one per feature, as `messages/en/index.ts` lists them. */
export type Namespace = keyof typeof en & string;

/** One locale's messages, by namespace. */
export type Messages = Record<Namespace, MessageTree>;
