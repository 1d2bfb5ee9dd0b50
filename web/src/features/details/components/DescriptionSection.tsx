import { useTranslation } from 'react-i18next';

/** The owner's own words, line breaks kept; the text may be in either language. */
export function DescriptionSection({ description }: { description: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="description-title">
      <h2 id="description-title" className="text-xl font-bold">
        {t('details.description.title')}
      </h2>
      {description.trim() ? (
        <p dir="auto" data-user-content className="mt-3 text-lg leading-relaxed whitespace-pre-line">
          {description}
        </p>
      ) : (
        <p className="mt-3 text-ink-muted">{t('details.description.empty')}</p>
      )}
    </section>
  );
}
