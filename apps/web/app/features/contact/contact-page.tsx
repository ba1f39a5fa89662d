import { IconMail, IconPhone } from '@tabler/icons-react';
import { CONTACT_TOPICS } from '@yolla/contract/content-kinds';
import { Form, useLocation, useNavigation } from 'react-router';
import { ContentPage } from '../../components/content/content-page.tsx';
import { ContentUnavailable } from '../../components/content/content-unavailable.tsx';
import { OpeningHoursTable } from '../../components/content/opening-hours-table.tsx';
import { FormMessage } from '../../components/form/form-message.tsx';
import { useContractForm, type FormAnswer } from '../../components/form/use-contract-form.ts';
import { anchorClass, Badge, Card, Grid, Group, Stack, Text, Title } from '../../components/ui/layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { NativeSelect, TextInput, Textarea } from '../../components/ui/input.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import type { OfficeView } from './contact.server.ts';

function Offices({ offices }: { offices: OfficeView[] }) {
  const { t } = useTranslation('contact');
  const common = useTranslation('common').t;
  return (
    <Grid as="ul" cols={1} sm={3} gap="lg" className="contact-offices">
      {offices.map((office) => (
        <Card as="li" key={office.id} lang={office.fallback ? 'en' : undefined}>
          <Stack gap="sm">
            <Group justify="between" align="baseline">
              <Title order={3}>{office.name}</Title>
              <Badge tone={office.openNow ? 'teal' : 'gray'}>
                {common(office.openNow ? 'content.open_now' : 'content.closed_now')}
              </Badge>
            </Group>
            <Text>
              {office.address}, {office.city.name}
            </Text>
            {office.phoneViews.map((phone) => (
              <a key={phone.e164} href={`tel:${phone.e164}`} className={anchorClass()}>
                <IconPhone size={14} aria-hidden /> {phone.text}
              </a>
            ))}
            <a href={`mailto:${office.email}`} className={anchorClass()}>
              <IconMail size={14} aria-hidden /> {office.email}
            </a>
            <OpeningHoursTable week={office.week} caption={t('hours', { office: office.name })} />
          </Stack>
        </Card>
      ))}
    </Grid>
  );
}

function MessageForm({ answer }: { answer: FormAnswer | null }) {
  const { t } = useTranslation('contact');
  const submitting = useNavigation().state === 'submitting';
  const form = useContractForm({ schema: (contract) => contract.contactMessageSchema, answer });
  // A sent message comes back through a redirect (a new location): the form starts empty again. A refused one
  // stays on the same location and keeps what was typed.
  const { key } = useLocation();
  return (
    <Card id="message">
      <Form key={key} method="post" {...form.formProps} aria-labelledby="message-title">
        <Stack gap="md">
          <Title order={2} id="message-title">
            {t('form.title')}
          </Title>
          <Text dimmed>{t('form.intro')}</Text>
          <FormMessage message={form.message} />
          <Grid cols={1} xs={2}>
            <TextInput {...form.field('name')} label={t('form.name')} autoComplete="name" required />
            <TextInput
              {...form.field('reply_to')}
              label={t('form.reply_to')}
              description={t('form.reply_to_hint')}
              autoComplete="email"
              required
            />
          </Grid>
          <NativeSelect
            {...form.field('topic')}
            label={t('form.topic')}
            data={CONTACT_TOPICS.map((topic) => ({ value: topic, label: t(`topics.${topic}`) }))}
            required
          />
          <Textarea {...form.field('text')} label={t('form.text')} rows={6} required />
          <Group justify="end">
            <Button type="submit" loading={submitting}>
              {t('form.submit')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Card>
  );
}

/** Our offices with hours and phones, and a message form for customer support. */
export function ContactPage({ offices, answer }: { offices: OfficeView[] | null; answer: FormAnswer | null }) {
  const { t } = useTranslation('contact');
  return (
    <ContentPage title={t('title')} intro={t('intro')}>
      <section aria-labelledby="offices-title">
        <Stack gap="md">
          <Title order={2} id="offices-title">
            {t('offices')}
          </Title>
          {offices === null ? <ContentUnavailable /> : <Offices offices={offices} />}
        </Stack>
      </section>
      <MessageForm answer={answer} />
    </ContentPage>
  );
}
