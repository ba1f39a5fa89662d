import type { UrlLang } from '@yolla/i18n';
import { href } from 'react-router';
import { CodeEntry } from '../../components/form/code-entry.tsx';
import type { FormAnswer } from '../../components/form/use-contract-form.ts';
import { useTranslation } from '../../lib/i18n.tsx';

/** `/cabinet/settings/phone`: the code sent to the new number, a new code when none came, or another number. */
export function PhoneCodeForm(props: {
  lang: UrlLang;
  destination: string;
  resendIn: number;
  undelivered: boolean;
  answer: FormAnswer | null;
}) {
  const { t } = useTranslation('settings');
  return (
    <div className="settings">
      <CodeEntry
        words={{
          title: t('phone_code.title'),
          sent: t('phone_code.sent', { destination: props.destination }),
          code: t('phone_code.code'),
          submit: t('phone_code.submit'),
          resend: t('phone_code.resend'),
          resendIn: (time) => t('phone_code.resend_in', { time }),
          resendReady: t('phone_code.resend_ready'),
          undelivered: t('phone_code.undelivered', { destination: props.destination }),
          back: { to: href('/:lang/cabinet/settings', { lang: props.lang }), label: t('phone_code.other') },
        }}
        resendIn={props.resendIn}
        undelivered={props.undelivered}
        answer={props.answer}
        introTestId="code-sent"
      />
    </div>
  );
}
