import { devOutboxEndpoint } from '@yolla/contract';
import { defineModule } from '../../http/module.ts';
import { createMessenger, type Messenger } from '../../lib/messages.ts';
import { createOutboxProvider } from './messages.outbox.ts';
import { deleteOutboxOf, listOutbox } from './messages.repository.ts';

declare module '../../http/module.ts' {
  interface Services {
    /** SMS and e-mail through the configured provider (the development outbox, or a real one), texts from i18n. */
    messages: Messenger;
  }
}

/**
 * SMS and e-mail (decision 0024). Modules send through its `messages` service; with the development provider the
 * messages land in the outbox, which this module serves at `GET /dev/outbox` while that provider is on (never
 * otherwise).
 */
export const messagesModule = defineModule({
  name: 'messages',
  config: ['messages'],
  provides: {
    messages: ({ db, clock, brand, providers }) =>
      createMessenger(providers.messages ?? createOutboxProvider(db, clock), brand),
  },
  setup({ db, config }) {
    return {
      contributes: { erasers: [{ name: 'outbox', erase: (tx, customerId) => deleteOutboxOf(tx, customerId) }] },
      routes(table) {
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
  },
});
