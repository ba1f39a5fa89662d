import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';
import { isRouteErrorResponse, useLocation, useNavigate } from 'react-router';
import { reportError } from '../../lib/monitoring.client.ts';
import { Container, Stack, Text, Title } from '../ui/layout.tsx';
import { Button } from '../ui/button.tsx';
import { signalLoadingError } from './loading-error.ts';

function statusOf(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  return 500;
}

/**
 * The generic error screen: "{status} ERROR", "It's not you, it's us!", the spec's text, and
 * Go home. A 404 also says which path was not found.
 */
export function AppErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation('errorPage');
  const navigate = useNavigate();
  const location = useLocation();
  const status = statusOf(error);

  useEffect(() => {
    signalLoadingError();
    if (status >= 500 || !isRouteErrorResponse(error)) reportError(error);
  }, [error, status]);

  return (
    <Container as="main" size="sm" className="error-screen" id="main">
      <Stack className="error-screen__inner">
        <Text weight={800} dimmed className="error-screen__status" data-testid="error-status">
          {status} {t('error_word')}
        </Text>
        <Title order={1}>{t('heading')}</Title>
        {status === 404 ? (
          <Text weight={500} data-testid="not-found-path">
            {t('not_found', { path: location.pathname })}
          </Text>
        ) : null}
        <Text dimmed>{t('text')}</Text>
        <Button size="md" onClick={() => void navigate('/', { replace: true })}>
          {t('go_home')}
        </Button>
      </Stack>
    </Container>
  );
}
