import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#web/lib/i18n/i18n';

interface AdRef {
  id: number;
  titleAr: string | null;
  titleEn: string | null;
}

/** The ad a review or message is about, opening its back-office page; the title in the reader's language. */
export function AdLink({ ad }: { ad: AdRef }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const title = (language === 'en' ? (ad.titleEn ?? ad.titleAr) : (ad.titleAr ?? ad.titleEn)) ?? '';
  return (
    <Link to={`/dashboard/properties/${ad.id}`} className="flex min-w-40 flex-col hover:underline">
      <span dir="auto">{title}</span>
      <span className="text-xs text-ink-muted">{t('dashboard.properties.number', { id: ad.id })}</span>
    </Link>
  );
}
