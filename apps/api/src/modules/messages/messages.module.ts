import { devOutboxEndpoint } from '@yolla/contract';
import { outboxChannels } from '../../config-messages.ts';
import { defineModule } from '../../http/module.ts';
import { messageChannels } from './messages.channels.ts';
import { deleteMessagesOf, listOutbox } from './messages.repository.ts';
import { createMessageService } from './messages.service.ts';

/**
 * SMS and e-mail (decisions 0024, 0041). Modules send through its `messages` service; a channel with a transport
 * (e-mail with `SMTP_URL`) queues its messages for this module's worker, the others land in the development outbox,
 * which this module serves at `GET /dev/outbox` while a channel uses it (never otherwise).
 */
export const messagesModule = defineModule({
  name: 'messages',
  config: ['messages', 'notifications', 'issuer'],
  provides: { messages: createMessageService },
  setup(deps) {
    const { db, config } = deps;
    const { worker, transports } = messageChannels(deps);
    const background = {
      start: () => worker?.start(),
      async stop() {
        await worker?.stop();
        await Promise.all(Object.values(transports).map((transport) => transport.close()));
      },
    };
    return {
      contributes: { erasers: [{ name: 'messages', erase: (tx, customerId) => deleteMessagesOf(tx, customerId) }] },
      background,
      routes(table) {
        if (outboxChannels(config.messages).length === 0) return;
        table.add(devOutboxEndpoint, async ({ query }) => {
          const rows = await listOutbox(db, { to: query.to, limit: query.limit ?? 50 });
          return {
            data: rows.map((row) => ({
              id: String(row.id),
              channel: row.channel,
              to: row.recipient,
              subject: row.subject,
              body: row.body,
              template: row.template,
              language: row.language,
              created_at: row.createdAt.toISOString(),
            })),
          };
        });
      },
    };
  },
});
