import { useWatch } from 'react-hook-form';
import type { Language } from '#contract/common';
import { fieldsOf } from '#web/components/ui/form/typed-fields';
import { formatNumber } from '#web/lib/formatting/format';
import { useLanguage } from '#web/lib/i18n/i18n';
import type { BroadcastValues } from '../lib/broadcast-form';

const { TextField } = fieldsOf<BroadcastValues>();

interface BroadcastTextFieldProps {
  name: 'titleAr' | 'titleEn' | 'bodyAr' | 'bodyEn';
  label: string;
  /** The language the text is written in: its direction follows. */
  lang: Language;
  maxLength: number;
  multiline?: boolean;
}

/** One text of the broadcast, in one language, with how many characters it has of those allowed. */
export function BroadcastTextField({
  name,
  maxLength,
  multiline = false,
  ...field
}: BroadcastTextFieldProps) {
  const language = useLanguage();
  const text = useWatch<BroadcastValues, typeof name>({ name });
  return (
    <TextField
      name={name}
      maxLength={maxLength}
      rows={multiline ? 3 : undefined}
      hint={`${formatNumber(text.length, language)}/${formatNumber(maxLength, language)}`}
      {...field}
    />
  );
}
