import { smsEventsEndpoint, smsGatewayMessageEndpoint, smsInboxEndpoint, smsMessagesEndpoint } from '@yolla/contract';
import { defineModule } from '../../http/module.ts';
import { releaseNumbers } from './sms-inbox.repository.ts';
import { cursorOf, openStream } from './sms-inbox.stream.ts';
import { createSmsInboxService } from './sms-inbox.service.ts';
import { createSmsInbox } from './sms-inbox.usecases.ts';

/**
 * The marketplace SMS inbox (decision 0036): a Turkish number per customer and marketplace from a pool, the messages
 * the SMS gateway delivers on it (machine access), and the live stream of them. Account deletion returns the
 * customer's numbers to the pool.
 */
export const smsInboxModule = defineModule({
  name: 'sms-inbox',
  config: ['smsMarketplaces'],
  provides: { smsInbox: createSmsInboxService },
  setup({ db, clock, pubSub, config }) {
    const inbox = createSmsInbox({ db, clock, pubSub, marketplaces: config.smsMarketplaces });
    return {
      contributes: { erasers: [{ name: 'sms-inbox', erase: releaseNumbers }] },
      routes(table) {
        table.add(smsInboxEndpoint, async ({ customer, params }) => ({
          data: await inbox.inbox(customer.id, params.marketplace),
        }));
        table.add(smsMessagesEndpoint, async ({ customer, params, query }) => ({
          data: await inbox.messages(customer.id, params.marketplace, query.after ? Number(query.after) : null),
        }));
        table.add(smsEventsEndpoint, async ({ customer, params, query, request, reply }) => {
          const number = await inbox.numberOf(customer.id, params.marketplace);
          const cursor = cursorOf(request, query.last_event_id);
          await openStream(reply, { inbox, pubSub, customerId: customer.id, number: number?.number ?? null, cursor });
          return reply;
        });
        table.add(smsGatewayMessageEndpoint, async ({ body }) => {
          const outcome = await inbox.receive(body);
          return { data: { id: String(outcome.id), delivered: outcome.delivered, repeated: outcome.repeated } };
        });
      },
    };
  },
});
