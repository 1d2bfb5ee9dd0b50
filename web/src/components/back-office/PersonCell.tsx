import { useTranslation } from 'react-i18next';

/** A person in a table: the name (or "no name"), the phone number under it, left to right. */
export function PersonCell({ name, phone }: { name: string | null; phone: string }) {
  const { t } = useTranslation();
  return (
    <span className="flex min-w-32 flex-col">
      <span>{name ?? t('dashboard.users.noName')}</span>
      <span dir="ltr" className="text-start text-xs text-ink-muted">
        {phone}
      </span>
    </span>
  );
}
