import type { UrlLang } from '@yolla/i18n';
import { Form, href, useNavigation } from 'react-router';
import { TermsCheckbox } from '../../components/consent/terms-checkbox.tsx';
import { FormCard } from '../../components/form/form-card.tsx';
import { useContractForm, type FormAnswer } from '../../components/form/use-contract-form.ts';
import { anchorClass, Stack, Text } from '../../components/ui/layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextInput } from '../../components/ui/input.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import type { IdentifyView } from './identify.server.ts';
import { AppLink } from '../../components/app-link.tsx';

const link = anchorClass({ size: 'sm', underline: true });

function BackToSignIn({ lang }: { lang: UrlLang }) {
  const { t } = useTranslation('identity');
  return (
    <AppLink prefetch="none" to={href('/:lang/login', { lang })} className={link}>
      {t('back')}
    </AppLink>
  );
}

/** The phone of a first-time identity, and the terms; the code then goes to `/otp`. */
function PhoneStep({ lang, answer }: { lang: UrlLang; answer: FormAnswer | null }) {
  const { t } = useTranslation('identity');
  const submitting = useNavigation().state === 'submitting';
  const form = useContractForm({ schema: (contract) => contract.identityPhoneFormSchema, answer });
  const terms = form.field('accept_terms');
  return (
    <FormCard title={t('phone.title')} intro={t('phone.intro')} message={form.message}>
      <Form method="post" {...form.formProps} aria-label={t('phone.title')}>
        <input type="hidden" name="intent" value="phone" />
        <Stack gap="md">
          <TextInput {...form.field('phone')} label={t('phone.phone')} type="tel" autoComplete="tel" required />
          <TermsCheckbox
            field={terms}
            label={
              <AppLink
                prefetch="none"
                to={href('/:lang/terms-and-conditions', { lang })}
                className={anchorClass({ underline: true })}
              >
                {t('phone.terms')}
              </AppLink>
            }
          />
          <Button type="submit" size="md" loading={submitting} fullWidth>
            {t('phone.submit')}
          </Button>
        </Stack>
      </Form>
      <Form method="post">
        <input type="hidden" name="intent" value="restart" />
        <button type="submit" className={`${link} identify-restart`}>
          {t('back')}
        </button>
      </Form>
    </FormCard>
  );
}

/** `/login/identify`: the start, the phone step of a first-time identity, or where it is not offered. */
export function IdentifyScreen(props: {
  lang: UrlLang;
  page: Exclude<IdentifyView, { view: 'done' }>;
  redirect: string;
  answer: FormAnswer | null;
}) {
  const { t } = useTranslation('identity');
  const submitting = useNavigation().state === 'submitting';
  const { page, lang } = props;
  if (page.view === 'phone') return <PhoneStep lang={lang} answer={props.answer} />;
  if (page.view === 'not_offered') {
    return (
      <FormCard title={t('title')}>
        <Text>{t('not_offered')}</Text>
        <BackToSignIn lang={lang} />
      </FormCard>
    );
  }
  return (
    <FormCard title={t('title')} intro={t('intro')} message={props.answer?.message ?? page.message}>
      <Form method="post" aria-label={t('title')}>
        <input type="hidden" name="intent" value="start" />
        {props.redirect ? <input type="hidden" name="redirect" value={props.redirect} /> : null}
        <Button type="submit" size="md" loading={submitting} fullWidth>
          {t('start')}
        </Button>
      </Form>
      <BackToSignIn lang={lang} />
    </FormCard>
  );
}
