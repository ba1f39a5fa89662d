import { useCallback, useRef, useState } from 'react';

/**
 * A polite live region and the function that speaks into it: a message ("Copied: Full name", "New code from
 * Trendyol") is read out once, even the same one twice running (the region is emptied first).
 */
export function useAnnouncer(testId: string) {
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const announce = useCallback((text: string) => {
    setMessage('');
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setMessage(text), 100);
  }, []);
  const region = (
    <p className="y-visually-hidden" role="status" aria-live="polite" data-testid={testId}>
      {message}
    </p>
  );
  return { announce, region };
}
