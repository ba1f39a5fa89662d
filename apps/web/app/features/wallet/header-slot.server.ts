import type { HeaderSlotSource } from '../../lib/header-slot.ts';
import { headerBalance } from '../../lib/wallet.server.ts';

/** The wallet's balance in the cabinet header, first of the header's slots. */
export const headerSlot: HeaderSlotSource<string> = { order: 10, load: headerBalance };
