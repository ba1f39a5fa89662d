import type { SmsMessage } from '@yolla/contract';
import { SMS_STREAM_EVENT } from '@yolla/contract/sms-codes';
import type { Locale } from '@yolla/i18n';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { toMessageView, type SmsMessageView } from './sms-inbox-view.ts';

/** Errors of the event stream in a row after which the page polls instead. */
const FAILURES_BEFORE_POLLING = 3;
/** The polling fallback: the page's data asked again this often. */
const POLL_MS = 5000;

/**
 * The inbox's messages, kept live: the page's own (newest first), and each new one from the event stream as it
 * arrives (the browser's EventSource reconnects by itself with `Last-Event-ID`, so none is missed). When the stream
 * keeps failing (a proxy that cuts it, a browser without EventSource), the page's data is asked again every few
 * seconds instead. `onNew` hears each new message (the page reads it out).
 */
export function useLiveMessages(
  initial: SmsMessageView[],
  options: { eventsUrl: string | null; locale: Locale; timeZone: string; onNew: (message: SmsMessageView) => void },
): SmsMessageView[] {
  const [arrived, setArrived] = useState<SmsMessageView[]>([]);
  const revalidator = useRevalidator();
  const latest = useRef({ revalidator, onNew: options.onNew });
  useEffect(() => {
    latest.current = { revalidator, onNew: options.onNew };
  });
  const { eventsUrl, locale, timeZone } = options;

  useEffect(() => {
    if (!eventsUrl) return;
    let poll: ReturnType<typeof setInterval> | null = null;
    const startPolling = () => {
      poll ??= setInterval(() => {
        if (latest.current.revalidator.state === 'idle') void latest.current.revalidator.revalidate();
      }, POLL_MS);
    };
    if (typeof EventSource === 'undefined') {
      startPolling();
      return () => void (poll && clearInterval(poll));
    }
    let failures = 0;
    const source = new EventSource(eventsUrl);
    source.addEventListener('open', () => (failures = 0));
    source.addEventListener(SMS_STREAM_EVENT, (event) => {
      const message = toMessageView(JSON.parse((event as MessageEvent<string>).data) as SmsMessage, locale, timeZone);
      setArrived((list) => (list.some((m) => m.id === message.id) ? list : [message, ...list]));
      latest.current.onNew(message);
    });
    source.addEventListener('error', () => {
      failures += 1;
      if (failures < FAILURES_BEFORE_POLLING && source.readyState !== EventSource.CLOSED) return;
      source.close();
      startPolling();
    });
    return () => {
      source.close();
      if (poll) clearInterval(poll);
    };
  }, [eventsUrl, locale, timeZone]);

  return useMemo(() => {
    const known = new Set(initial.map((message) => message.id));
    const fresh = arrived.filter((message) => !known.has(message.id));
    return [...fresh, ...initial].sort((a, b) => Number(b.id) - Number(a.id));
  }, [arrived, initial]);
}
