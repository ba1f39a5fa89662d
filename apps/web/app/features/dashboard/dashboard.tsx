import { Alert, Avatar, Card, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAddressBook, IconCheck, IconUserExclamation } from '@tabler/icons-react';
import type { UserSummary } from '@yolla/contract';
import { useTranslation } from '../../lib/i18n.tsx';
import { CustomerCode } from '../../components/customer-code.tsx';

function initials(name: string | null, code: string): string {
  const source = name?.trim() || code;
  return source
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** The cabinet home: who is signed in, their suite code, and what is left to set up. */
export function Dashboard({ user }: { user: UserSummary }) {
  const { t } = useTranslation('dashboard');
  const shell = useTranslation('cabinet').t;
  const displayName = user.name?.trim() || user.code;
  const todo = [
    !user.completed_profile && {
      key: 'profile',
      icon: IconUserExclamation,
      title: t('todo.profile_title'),
      text: t('todo.profile_text'),
    },
    !user.completed_address && {
      key: 'address',
      icon: IconAddressBook,
      title: t('todo.address_title'),
      text: t('todo.address_text'),
    },
  ].filter((item): item is Exclude<typeof item, false> => Boolean(item));

  return (
    <Stack gap="lg" maw={960}>
      <Card withBorder radius="md" p="lg">
        <Group gap="lg" wrap="nowrap" align="center">
          <Avatar src={user.picture} alt={displayName} size={72} radius="xl" color="indigo">
            {initials(user.name, user.code)}
          </Avatar>
          <Stack gap={4}>
            <Title order={1} size="h2">
              {t('greeting', { name: displayName })}
            </Title>
            <Group gap="xs" wrap="wrap">
              <Text c="dimmed">{shell('your_code')}</Text>
              <CustomerCode code={user.code} size="lg" />
            </Group>
          </Stack>
        </Group>
        <Text size="sm" c="dimmed" mt="md">
          {t('code_explained', { code: user.code })}
        </Text>
      </Card>

      {todo.length > 0 ? (
        <SimpleGrid cols={{ base: 1, sm: todo.length }} spacing="md">
          {todo.map(({ key, icon: Icon, title, text }) => (
            <Alert
              key={key}
              variant="light"
              color="indigo"
              title={title}
              icon={<Icon size={20} aria-hidden />}
              data-testid={`todo-${key}`}
            >
              {text}
            </Alert>
          ))}
        </SimpleGrid>
      ) : (
        <Alert
          variant="light"
          color="teal"
          icon={<IconCheck size={20} aria-hidden />}
          title={t('todo.done_title')}
          data-testid="todo-done"
        >
          {t('todo.done_text')}
        </Alert>
      )}

      <Card withBorder radius="md" p="lg">
        <Title order={2} size="h4" mb="sm">
          {t('steps.title')}
        </Title>
        <List
          type="ordered"
          spacing="xs"
          icon={
            <ThemeIcon size={22} radius="xl" variant="light">
              <IconCheck size={14} aria-hidden />
            </ThemeIcon>
          }
        >
          <List.Item>{t('steps.one', { code: user.code })}</List.Item>
          <List.Item>{t('steps.two')}</List.Item>
          <List.Item>{t('steps.three')}</List.Item>
        </List>
      </Card>
    </Stack>
  );
}
