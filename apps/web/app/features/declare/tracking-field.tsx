import { guessCarrier, type Carrier } from '@yolla/contract/carriers';
import { useState } from 'react';
import { TextInput } from '../../components/ui/input.tsx';
import { useTranslation } from '../../lib/i18n.tsx';

interface FieldProps {
  name: string;
  error: string | undefined;
  defaultValue: string;
  autoFocus: boolean;
  onChange: () => void;
}

/** The tracking number, with the carrier its format suggests (a hint only: any carrier's number is taken). */
export function TrackingField({ field, carrier }: { field: FieldProps; carrier: Carrier | null }) {
  const { t } = useTranslation('declare');
  const [guess, setGuess] = useState(carrier ?? (field.defaultValue ? guessCarrier(field.defaultValue) : null));
  return (
    <TextInput
      {...field}
      onChange={(event) => {
        field.onChange();
        setGuess(guessCarrier(event.currentTarget.value));
      }}
      label={t('tracking')}
      description={guess ? t('carrier', { carrier: t(`carriers.${guess}`) }) : t('tracking_hint')}
      autoComplete="off"
      spellCheck={false}
      required
    />
  );
}
