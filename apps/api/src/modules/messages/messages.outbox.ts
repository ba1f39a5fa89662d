import type { Db } from '../../db/client.ts';
import type { Clock } from '../../http/module.ts';
import type { MessageProvider } from '../../lib/messages.ts';
import { insertOutboxMessage } from './messages.repository.ts';

/**
 * The development provider: every SMS and e-mail goes to the `outbox_messages` table instead of a phone or mailbox,
 * for `npm run outbox` and the development outbox page. Nothing of a message is logged.
 */
export function createOutboxProvider(db: Db, clock: Clock): MessageProvider {
  return {
    name: 'outbox',
    async deliver(message) {
      const { channel } = message;
      // Push has no outbox (it is offered only with its keys): nothing to show for it.
      if (channel !== 'push') await insertOutboxMessage(db, { ...message, channel }, clock.now());
    },
  };
}
