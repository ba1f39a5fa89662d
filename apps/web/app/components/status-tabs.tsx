import { useEffect, useRef } from 'react';
import { AppLink } from './app-link.tsx';

/** One tab: its link, its words and count, whether it is the page shown, and its test id when it has one. */
export interface StatusTab {
  key: string;
  to: string;
  label: string;
  count: number;
  current: boolean;
  testId?: string | undefined;
}

/**
 * A list's status tabs with their counts: plain links (the tab is in the address), the chosen one marked as the
 * page, so they work without JavaScript and a screen reader says which list is shown.
 */
export function StatusTabs({ label, tabs }: { label: string; tabs: readonly StatusTab[] }) {
  const nav = useRef<HTMLElement>(null);
  const current = tabs.find((tab) => tab.current)?.key;
  // On a phone the tabs are one row that scrolls sideways: the chosen one is brought into the row's view.
  useEffect(() => {
    const row = nav.current;
    const chosen = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !chosen || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = chosen.offsetLeft - row.offsetLeft - (row.clientWidth - chosen.offsetWidth) / 2;
  }, [current]);
  return (
    <nav aria-label={label} className="status-tabs" ref={nav}>
      {tabs.map((tab) => (
        <AppLink
          key={tab.key}
          to={tab.to}
          aria-current={tab.current ? 'page' : undefined}
          className="status-tabs__tab"
          data-testid={tab.testId}
        >
          {tab.label} <span className="status-tabs__count">{tab.count}</span>
        </AppLink>
      ))}
    </nav>
  );
}
