import { useClipboard } from '@mantine/hooks';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from '../lib/i18n.tsx';
import { DeferredTooltip } from './ui/deferred-tooltip.tsx';
import { cx, Group } from './ui/layout.tsx';
import { ActionIcon } from './ui/icon-button.tsx';

/** The suite code used in every warehouse address, with a copy button. */
export function CustomerCode({ code, size = 'sm' }: { code: string; size?: 'sm' | 'lg' }) {
  const { t } = useTranslation('cabinet');
  // Mantine's CopyButton is this hook and nothing more; its props hook would bring Mantine's theme to every page.
  const clipboard = useClipboard({ timeout: 2000 });
  const copied = clipboard.copied;
  const copy = () => clipboard.copy(code);
  return (
    <Group gap={4} nowrap>
      <span
        className={cx('y-text', 'y-fw-700', 'customer-code', size === 'lg' ? 'y-fz-xl' : 'y-fz-sm')}
        data-testid="customer-code"
      >
        {code}
      </span>
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
    </Group>
  );
}
