import {
  NOTICES_PER_PAGE,
  noticesEndpoint,
  readAllNoticesEndpoint,
  readNoticeEndpoint,
  unreadNoticesEndpoint,
} from '@yolla/contract';
import { defineModule } from '../../http/module.ts';
import { ApiError } from '../../lib/api-error.ts';
import { noticePage } from './notifications.list.ts';
import { eraseNotices, markAllRead, markRead, unreadCount } from './notifications.repository.ts';
import { createNotificationService } from './notifications.service.ts';
import { deliverTask, queueBackground } from './notifications.queue.ts';
import { createDeliveryWorker } from './notifications.worker.ts';

/**
 * Notifications (decision 0035): the in-app notices of the events other modules raise through its `notifications`
 * service, the customer's list and unread count, and the worker that delivers their SMS and e-mail.
 */
export const notificationsModule = defineModule({
  name: 'notifications',
  config: ['notifications'],
  provides: {
    notifications: ({ clock, config, database, services }) =>
      createNotificationService({
        clock,
        queueAttempts: database.kind === 'postgres' ? config.notifications.maxAttempts : null,
        customers: services.customers,
        preferences: services.notificationPreferences,
        pushSubscriptions: services.pushSubscriptions,
      }),
  },
  setup({ db, database, clock, config, services, contributions }) {
    const messages = services.messages;
    // PostgreSQL: graphile-worker's queue (its schema is migrated at start even where this process runs no runner).
    // The embedded database: the poller over `notification_jobs`.
    const background = database.pgPool
      ? queueBackground({
          pgPool: database.pgPool,
          worker: config.notifications.worker,
          pollMs: config.notifications.pollMs,
          task: () => deliverTask({ db, clock, messages, contributions }),
        })
      : config.notifications.worker
        ? createDeliveryWorker({
            db,
            clock,
            messages,
            contributions,
            settings: config.notifications,
            onError: (error) =>
              console.error('notification deliveries failed:', error instanceof Error ? error.message : error),
          })
        : null;
    return {
      contributes: { erasers: [{ name: 'notifications', erase: eraseNotices }] },
      ...(background ? { background } : {}),
      routes(table) {
        table.add(noticesEndpoint, async ({ customer, query }) => {
          const [{ notices, total }, unread] = await Promise.all([
            noticePage(db, messages, customer.id, query.page),
            unreadCount(db, customer.id),
          ]);
          return { data: notices, meta: { page: query.page, per_page: NOTICES_PER_PAGE, total, unread } };
        });
        table.add(unreadNoticesEndpoint, async ({ customer }) => ({
          data: { unread: await unreadCount(db, customer.id) },
        }));
        table.add(readNoticeEndpoint, async ({ customer, params }) => {
          // Another customer's notice is answered as one that does not exist (never 403).
          if (!(await markRead(db, customer.id, Number(params.id), clock.now()))) {
            throw new ApiError('notifications.not_found');
          }
          return { data: { unread: await unreadCount(db, customer.id) } };
        });
        table.add(readAllNoticesEndpoint, async ({ customer }) => {
          await markAllRead(db, customer.id, clock.now());
          return { data: { unread: await unreadCount(db, customer.id) } };
        });
      },
    };
  },
});
