import { useEffect, useRef } from 'react';

/**
 * A panel that opens (a form, a confirmation) takes the focus on its heading, so keyboard and screen-reader users
 * land where the page changed; `skip` leaves it to the form when a refused field holds the focus instead.
 */
export function useFocusOnOpen<E extends HTMLElement>(skip = false) {
  const ref = useRef<E>(null);
  useEffect(() => {
    if (!skip) ref.current?.focus();
  }, [skip]);
  return ref;
}
