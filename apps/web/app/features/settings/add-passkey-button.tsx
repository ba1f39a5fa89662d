import type { UrlLang } from '@yolla/i18n';
import { IconFingerprint } from '@tabler/icons-react';
import { useState } from 'react';
import { useSubmit } from 'react-router';
import { createPasskey, usePasskeySupport, webauthn } from '../../components/passkeys/passkey-ceremony.ts';
import { Text } from '../../components/ui/layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useTranslation } from '../../lib/i18n.tsx';

/**
 * "Add a passkey": asks the web for a challenge, lets the browser create the passkey (the WebAuthn library arrives on
 * the first sign of use), and posts its answer to the page's action (`intent=add-passkey`). Shown only where it can
 * work: after hydration, in a browser with WebAuthn; elsewhere a note says what it needs.
 */
export function AddPasskeyButton({ lang, onProblem }: { lang: UrlLang; onProblem: (message: string | null) => void }) {
  const { t } = useTranslation('settings');
  const supported = usePasskeySupport();
  const submit = useSubmit();
  const [busy, setBusy] = useState(false);
  if (!supported) {
    return (
      <Text size="sm" dimmed data-testid="passkeys-needs-support">
        {t('passkeys.needs_support')}
      </Text>
    );
  }
  const add = async () => {
    setBusy(true);
    onProblem(null);
    try {
      const outcome = await createPasskey(lang);
      if (!outcome.ok) {
        onProblem(outcome.message ?? t('passkeys.cancelled'));
        return;
      }
      await submit(
        { intent: 'add-passkey', challenge_id: outcome.challengeId, credential: outcome.response },
        { method: 'post', preventScrollReset: true },
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      type="button"
      variant="light"
      leftSection={<IconFingerprint size={16} aria-hidden />}
      loading={busy}
      onPointerEnter={() => void webauthn.load().catch(() => undefined)}
      onClick={() => void add()}
      data-testid="add-passkey"
    >
      {t('passkeys.add')}
    </Button>
  );
}
