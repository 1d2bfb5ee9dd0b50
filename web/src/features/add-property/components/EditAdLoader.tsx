import { useQuery } from '@tanstack/react-query';
import { FileQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { propertyQuery } from '#web/lib/catalogue/api';
import { StateMessage } from '#web/components/ui/StateMessage';
import { asCategory } from '#web/lib/category';
import { FormSkeleton } from './FormSkeleton';
import { PropertyFormScreen } from './PropertyFormScreen';

/** Loads the owner's ad (any status) and opens it for editing; anyone else's ad cannot be edited. */
export function EditAdLoader({ id }: { id: number }) {
  const { t } = useTranslation();
  const valid = Number.isInteger(id) && id > 0;
  const ad = useQuery({ ...propertyQuery(id), enabled: valid });
  if (ad.data?.isOwner) {
    return <PropertyFormScreen key={id} category={asCategory(ad.data.category)} ad={ad.data} />;
  }
  const missing = !valid || ad.isError || ad.data !== undefined;
  return (
    <section className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      {missing ? (
        <StateMessage
          icon={<FileQuestion aria-hidden className="size-10 text-ink-muted" />}
          title={t('addProperty.notFound.title')}
          body={t('addProperty.notFound.body')}
        >
          <Link
            to="/my-ads"
            className="rounded-lg bg-brand px-5 py-2.5 font-medium text-white hover:bg-brand-strong dark:text-surface"
          >
            {t('addProperty.notFound.myAds')}
          </Link>
        </StateMessage>
      ) : (
        <>
          <h1 className="mb-6 text-2xl font-bold sm:text-3xl">{t('addProperty.titleEdit')}</h1>
          <FormSkeleton />
        </>
      )}
    </section>
  );
}
