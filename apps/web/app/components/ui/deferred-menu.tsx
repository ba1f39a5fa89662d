import { cloneElement, useState, type ReactElement, type ReactNode } from 'react';
import { deferred, useDeferred } from './deferred.ts';

/** One entry of a deferred menu: a link (full page load) or an action, with an optional icon. */
export interface MenuChoice {
  key: string;
  label: string;
  selected: boolean;
  icon?: ReactNode;
  /** The document language of the label (the language picker names each language in itself). */
  lang?: string;
  href?: string;
  /** A link within the app navigates without a full page load (the language picker's links reload). */
  clientSide?: boolean;
  onSelect?: () => void;
}

const dropdown = deferred(() => import('./menu-dropdown.tsx'));

/**
 * A menu whose trigger is on the page at once and whose dropdown (Mantine's Menu and its positioning code) is
 * fetched when the trigger is first pressed, or in the background once the page is idle. Until then the trigger
 * is the same button; pressing it loads the menu and opens it.
 */
export function DeferredMenu({ target, choices }: { target: ReactElement; choices: MenuChoice[] }) {
  const [module, request] = useDeferred(dropdown);
  const [openOnArrival, setOpenOnArrival] = useState(false);
  if (module) return <module.MenuDropdown target={target} choices={choices} defaultOpened={openOnArrival} />;
  const open = () => {
    setOpenOnArrival(true);
    void request();
  };
  return cloneElement(target as ReactElement<Record<string, unknown>>, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onClick: open,
    onPointerEnter: () => void dropdown.load().catch(() => undefined),
  });
}
