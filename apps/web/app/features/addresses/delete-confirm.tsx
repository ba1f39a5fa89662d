import { Form, useNavigation } from 'react-router';
import { Card, Group, Stack, Text } from '../../components/ui/layout.tsx';
import { Button, LinkButton } from '../../components/ui/button.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import type { AddressView } from './address-view.ts';
import { Refusal } from './refusal.tsx';
import { useFocusOnOpen } from './use-focus-on-open.ts';

export interface DeleteConfirmProps {
  base: string;
  address: AddressView;
  /** How many addresses remain: the default moves to the newest of them. */
  others: number;
  message: string | null;
}

/**
 * The second step of deleting: a page section, not a dialog, so it works without JavaScript; its heading takes the
 * focus, and the deletion is a submit of its own beside the way back.
 */
export function DeleteConfirm({ base, address, others, message }: DeleteConfirmProps) {
  const { t } = useTranslation('addresses');
  const navigation = useNavigation();
  const heading = useFocusOnOpen<HTMLHeadingElement>();
  const deleting = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'delete';
  return (
    <Card as="section" className="addresses__panel" aria-labelledby="address-delete-title" data-testid="delete-confirm">
      <Stack gap="md">
        <h2 className="y-title y-h4 addresses__panel-title" id="address-delete-title" ref={heading} tabIndex={-1}>
          {t('confirm.title')}
        </h2>
        <Text>{t('confirm.text', { address: address.line })}</Text>
        {address.isDefault && others > 0 ? <Text dimmed>{t('confirm.default_text')}</Text> : null}
        {message ? <Refusal message={message} /> : null}
        <Form method="post" action={base}>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={address.id} />
          <Group gap="sm">
            <Button type="submit" color="red.9" loading={deleting}>
              {t('confirm.delete')}
            </Button>
            <LinkButton to={base} variant="default">
              {t('confirm.keep')}
            </LinkButton>
          </Group>
        </Form>
      </Stack>
    </Card>
  );
}
