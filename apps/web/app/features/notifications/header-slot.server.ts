import type { HeaderSlotSource } from '../../lib/header-slot.ts';
import { unreadCount } from './unread-count.server.ts';

/** The notifications' bell in the cabinet header, after the balance. */
export const headerSlot: HeaderSlotSource<number> = { order: 20, load: unreadCount };
