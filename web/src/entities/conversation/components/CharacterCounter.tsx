import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX_LENGTH } from '#contract/limits';
import { counted, formatNumber } from '#web/lib/formatting/format';
import type { Language } from '#contract/common';

/** "120 of 2000 characters", in the accent colour once the limit is near. */
export function CharacterCounter({ id, length }: { id: string; length: number }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const near = length > MESSAGE_MAX_LENGTH * 0.9;
  return (
    <p id={id} className={`text-xs ${near ? 'font-bold text-accent-strong' : 'text-ink-muted'}`}>
      {t('messages.composer.counter', {
        n: formatNumber(length, language),
        ...counted(MESSAGE_MAX_LENGTH, language),
      })}
    </p>
  );
}
