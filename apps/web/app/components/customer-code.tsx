import { ActionIcon, CopyButton, Group, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from '../lib/i18n.tsx';
import { DeferredTooltip } from './ui/deferred-tooltip.tsx';

/** The suite code used in every warehouse address, with a copy button. */
export function CustomerCode({ code, size = 'sm' }: { code: string; size?: 'sm' | 'lg' }) {
  const { t } = useTranslation('cabinet');
  return (
    <Group gap={4} wrap="nowrap">
      <Text size={size === 'lg' ? 'xl' : 'sm'} fw={700} ff="monospace" data-testid="customer-code">
        {code}
      </Text>
      <CopyButton value={code} timeout={2000}>
        {({ copied, copy }) => (
          <DeferredTooltip label={copied ? t('code_copied') : t('copy_code')}>
            <ActionIcon
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              onClick={copy}
              aria-label={copied ? t('code_copied') : t('copy_code')}
            >
              {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            </ActionIcon>
          </DeferredTooltip>
        )}
      </CopyButton>
    </Group>
  );
}
