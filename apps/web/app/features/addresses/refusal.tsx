import { IconAlertCircle } from '@tabler/icons-react';
import { Alert } from '../../components/ui/layout.tsx';

/** The action's message for a refused form (not found, too many addresses, the service busy). */
export function Refusal({ message }: { message: string }) {
  return (
    <Alert tone="red" icon={<IconAlertCircle size={18} aria-hidden />} data-testid="form-error">
      {message}
    </Alert>
  );
}
