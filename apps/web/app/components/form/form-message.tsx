import { IconAlertCircle } from '@tabler/icons-react';
import { Alert } from '../ui/layout.tsx';

/**
 * The action's message for a refused form as a whole (wrong credentials, too many attempts, not found, the service
 * busy), announced where the form is; nothing without one. Field messages stay on their fields.
 */
export function FormMessage({
  message,
  testId = 'form-error',
}: {
  message: string | null | undefined;
  testId?: string;
}) {
  return message ? (
    <Alert tone="red" icon={<IconAlertCircle size={18} aria-hidden />} data-testid={testId}>
      {message}
    </Alert>
  ) : null;
}
