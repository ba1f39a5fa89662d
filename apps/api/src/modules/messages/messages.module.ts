import { devOutboxEndpoint } from '@yolla/contract';
import type { ApiModule } from '../../http/module.ts';
import { deleteOutboxOf, listOutbox } from './messages.repository.ts';

/**
 * SMS and e-mail (decision 0024). Modules send through `deps.messages`; with the development provider the messages
 * land in the outbox, which this module serves at `GET /dev/outbox` while that provider is on (never otherwise).
 */
export const messagesModule: ApiModule = {
  name: 'messages',
  routes(table, { db, config, accountDeletion }) {
    accountDeletion.addEraser({ name: 'outbox', erase: (tx, customerId) => deleteOutboxOf(tx, customerId) });
    if (config.messages.provider !== 'outbox') return;
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
