import type { ReactNode } from 'react';
import { Card, Stack, Text, Title } from '../ui/layout.tsx';
import { FormMessage } from './form-message.tsx';

export interface FormCardProps {
  title: string;
  /** The line under the title. */
  intro?: ReactNode;
  introTestId?: string;
  /** The action's message for the whole form (wrong credentials, too many attempts…), shown as an alert. */
  message?: string | null;
  messageTestId?: string;
  children: ReactNode;
}

/**
 * The frame of a guest page's form (sign-in, registration, the code, recovery, digital identity): a card with the
 * page's heading, a line under it, the form's message when the action refused it, then the form and its links.
 */
export function FormCard({
  title,
  intro,
  introTestId,
  message,
  messageTestId = 'form-error',
  children,
}: FormCardProps) {
  return (
    <Card shadow padding="xl">
      <Stack gap="md">
        <div>
          <Title order={1} look={2}>
            {title}
          </Title>
          {intro ? (
            <Text dimmed size="sm" className="form-card__subtitle" data-testid={introTestId}>
              {intro}
            </Text>
          ) : null}
        </div>
        <FormMessage message={message} testId={messageTestId} />
        {children}
      </Stack>
    </Card>
  );
}
