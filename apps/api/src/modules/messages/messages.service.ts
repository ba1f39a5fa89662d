import type { ModuleDeps } from '../../http/module.ts';
import { createMessenger, type Messenger } from '../../lib/messages.ts';
import { messageChannels } from './messages.channels.ts';
import { undeliveredReferences } from './messages.jobs.ts';

declare module '../../http/module.ts' {
  interface Services {
    /** SMS and e-mail through each channel's provider (the development outbox, or the queue), texts from i18n. */
    messages: Messenger;
  }
}

/** The messenger other modules send with: each channel's provider, or the one a test hands in. */
export function createMessageService(deps: ModuleDeps<'messages' | 'notifications' | 'issuer'>): Messenger {
  return createMessenger(
    deps.providers.messages ?? messageChannels(deps).provider,
    deps.brand,
    deps.config.issuer,
    (references) => undeliveredReferences(deps.db, references),
  );
}
