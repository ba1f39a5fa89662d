import { cloneElement, useState, type ReactElement } from 'react';
import { deferred, useDeferredArrival } from './deferred.ts';

const tooltip = deferred(() => import('./tooltip-impl.tsx'));

/**
 * A hover and focus hint whose code (Mantine's Tooltip and its positioning) stays out of the first load. Until it
 * has arrived the control works without the hint (its accessible name says the same); once it has, the hint is
 * put in place — but never while the control is under the pointer or has the focus, so nothing moves under the
 * customer's hand.
 */
export function DeferredTooltip({ label, children }: { label: string; children: ReactElement }) {
  const module = useDeferredArrival(tooltip);
  const [busy, setBusy] = useState(false);
  const [placed, setPlaced] = useState(false);
  if (module && !busy && !placed) setPlaced(true);
  if (module && placed) return <module.TooltipImpl label={label}>{children}</module.TooltipImpl>;
  return cloneElement(children as ReactElement<Record<string, unknown>>, {
    onPointerEnter: () => setBusy(true),
    onPointerLeave: () => setBusy(false),
    onFocus: () => setBusy(true),
    onBlur: () => setBusy(false),
  });
}
