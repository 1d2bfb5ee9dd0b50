import { useTranslation } from 'react-i18next';
import type { PropertyDetail } from '#contract/properties';
import { useOwnWhatsapp } from '../hooks/use-own-whatsapp';
import type { Category } from '#web/entities/catalogue/category';
import { PublishIdentityNotice } from '#web/entities/identity/components/PublishIdentityNotice';
import { FormSkeleton } from './FormSkeleton';
import { PropertyForm } from './PropertyForm';

/**
 * The page around the form: category, title, and for changes to a sent ad the note that they stay a
 * draft until sent, then are reviewed. A new ad's draft, resumed, is still a new ad. Where publishing
 * needs a verified identity the owner lacks, the way to verify it comes first (drafts save meanwhile).
 */
export function PropertyFormScreen({ category, ad }: { category: Category; ad?: PropertyDetail }) {
  const { t } = useTranslation();
  const { ready, whatsapp } = useOwnWhatsapp();
  const changes = ad !== undefined && ad.draftOf !== null;
  return (
    <section className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      <p className="text-sm font-bold text-brand">{t(`addProperty.category.${category}`)}</p>
      <h1 className="mt-1 text-2xl font-bold sm:text-3xl">
        {changes ? t('addProperty.titleEdit') : t(`addProperty.titleNew.${category}`)}
      </h1>
      <p className="mt-2 mb-6 text-ink-muted">
        {changes ? t('addProperty.editNotice') : t('addProperty.intro')}
      </p>
      <PublishIdentityNotice />
      {ready ? <PropertyForm category={category} ad={ad} whatsapp={whatsapp} /> : <FormSkeleton />}
    </section>
  );
}
