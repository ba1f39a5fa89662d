import { useEffect, useState } from 'react';
import { Form } from 'react-router';
import { IntentField } from './intent.tsx';
import { Text } from '../ui/layout.tsx';
import { Button } from '../ui/button.tsx';

export interface ResendCodeProps {
  /** Seconds until another code may be asked for, when the page was rendered. */
  resendIn: number;
  label: string;
  /** The line under the button while waiting: gets the time left as `m:ss`. */
  waiting: (time: string) => string;
  ready: string;
}

function clock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * "Send a new code", posted as `intent=resend`. The server enforces the limits (one a minute, five an hour) and
 * answers 429 with a message when asked too early; without JavaScript the button always posts. With it, the button
 * waits out the minute with a visible countdown (progressive enhancement: the first render is the same on both sides).
 */
export function ResendCode({ resendIn, label, waiting, ready }: ResendCodeProps) {
  const [left, setLeft] = useState<number | null>(null);
  useEffect(() => {
    const deadline = Date.now() + resendIn * 1000;
    const tick = () => setLeft(Math.max(0, Math.ceil((deadline - Date.now()) / 1000)));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [resendIn]);
  const seconds = left ?? resendIn;
  return (
    <Form method="post">
      <IntentField intent="resend" />
      <Text size="sm" dimmed className="form-card__hint" data-testid="resend-hint">
        {seconds > 0 ? waiting(clock(seconds)) : ready}
      </Text>
      <Button type="submit" variant="light" disabled={left !== null && left > 0} data-testid="resend-code">
        {label}
      </Button>
    </Form>
  );
}
