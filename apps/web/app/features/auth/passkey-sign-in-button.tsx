import { IconFingerprint } from '@tabler/icons-react';
import type { UrlLang } from '@yolla/i18n';
import { useState } from 'react';
import { useNavigation, useSubmit } from 'react-router';
import { assertPasskey, usePasskeySupport, webauthn } from '../../components/passkeys/passkey-ceremony.ts';
import { Text } from '../../components/ui/layout.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useTranslation } from '../../lib/i18n.tsx';

/**
 * "Sign in with a passkey", only after hydration in a browser with WebAuthn: a sign-in challenge from the web, the
 * browser's passkey dialog, then the assertion posted to the login action (`intent=passkey`), which signs in and
 * redirects like the password form. A cancelled dialog says so; the action's refusals show as the form's message.
 */
export function PasskeySignInButton({ lang, redirect }: { lang: UrlLang; redirect: string }) {
  const { t } = useTranslation('auth');
  const supported = usePasskeySupport();
  const submit = useSubmit();
  const navigation = useNavigation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  if (!supported) return null;
  const signIn = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const outcome = await assertPasskey(lang);
      if (!outcome.ok) {
        setProblem(outcome.message ?? t('passkey_cancelled'));
        return;
      }
      await submit(
        {
          intent: 'passkey',
          challenge_id: outcome.challengeId,
          assertion: outcome.response,
          ...(redirect ? { redirect } : {}),
        },
        { method: 'post' },
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Text size="sm" dimmed className="sign-in__or">
        {t('or')}
      </Text>
      <Button
        type="button"
        variant="default"
        size="md"
        fullWidth
        leftSection={<IconFingerprint size={18} aria-hidden />}
        loading={busy || (navigation.state === 'submitting' && navigation.formData?.get('intent') === 'passkey')}
        onPointerEnter={() => void webauthn.load().catch(() => undefined)}
        onClick={() => void signIn()}
        data-testid="passkey-sign-in"
      >
        {t('passkey')}
      </Button>
      {problem ? (
        <Text size="sm" role="alert" data-testid="passkey-problem">
          {problem}
        </Text>
      ) : null}
    </>
  );
}
