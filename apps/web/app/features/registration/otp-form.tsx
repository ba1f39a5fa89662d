import { href } from 'react-router';
import { CodeEntry } from '../../components/form/code-entry.tsx';
import type { FormAnswer } from '../../components/form/use-contract-form.ts';
import { useTranslation } from '../../lib/i18n.tsx';

export interface OtpFormProps {
  lang: string;
  destination: string;
  resendIn: number;
  undelivered: boolean;
  answer: FormAnswer | null;
}

/** The code from the SMS, and a new code when it did not come (with a countdown while the minute runs). */
export function OtpForm({ lang, destination, resendIn, undelivered, answer }: OtpFormProps) {
  const { t } = useTranslation('registration');
  return (
    <CodeEntry
      words={{
        title: t('otp.title'),
        sent: t('otp.sent', { destination }),
        code: t('otp.code'),
        submit: t('otp.submit'),
        resend: t('otp.resend'),
        resendIn: (time) => t('otp.resend_in', { time }),
        resendReady: t('otp.resend_ready'),
        undelivered: t('otp.undelivered', { destination }),
        back: { to: href('/:lang/register', { lang }), label: t('otp.change_phone') },
      }}
      resendIn={resendIn}
      undelivered={undelivered}
      answer={answer}
      introTestId="code-sent"
    />
  );
}
