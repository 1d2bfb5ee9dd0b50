import { useTranslation } from 'react-i18next';
import type { ModerationDetail } from '#contract/dashboard/properties';

/** The title and description in both languages, side by side: the public reads whichever it chose. */
export function ReviewTexts({ ad }: { ad: ModerationDetail }) {
  const { t } = useTranslation();
  const languages = [
    { lang: 'ar', label: t('dashboard.properties.arabic'), title: ad.titleAr, body: ad.descriptionAr },
    { lang: 'en', label: t('dashboard.properties.english'), title: ad.titleEn, body: ad.descriptionEn },
  ] as const;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {languages.map(({ lang, label, title, body }) => (
        <div key={lang} className="min-w-0 rounded-lg border border-line p-3">
          <p className="mb-1 text-sm font-bold text-ink-muted">{label}</p>
          <div lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'}>
            <p className="font-bold">{title ?? <Missing />}</p>
            <p className="mt-2 whitespace-pre-line break-words">{body ?? <Missing />}</p>
          </div>
        </div>
      ))}
    </div>
  );
}

function Missing() {
  const { t } = useTranslation();
  return <span className="text-ink-muted italic">{t('dashboard.properties.noText')}</span>;
}
