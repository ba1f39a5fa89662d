import { IconLayoutDashboard } from '@tabler/icons-react';

/** The icon of this feature's entry in the cabinet's side navigation (`contributions/nav-icons.ts`). */
export default IconLayoutDashboard;
