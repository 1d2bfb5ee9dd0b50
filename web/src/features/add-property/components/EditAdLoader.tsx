import { useQuery } from '@tanstack/react-query';
import { FileQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { propertyQuery } from '#web/entities/catalogue/api';
import { StateMessage, stateLinkClass } from '#web/components/ui/StateMessage';
import { asCategory } from '#web/entities/catalogue/category';
import { draftQuery } from '../api';
import { FormSkeleton } from './FormSkeleton';
import { PropertyFormScreen } from './PropertyFormScreen';

/**
 * Opens the owner's ad for editing, in its draft (ADR 0032): a new ad's own, or the draft of changes
 * of a sent one, which the public does not see until it is sent. Anyone else's ad cannot be edited.
 */
export function EditAdLoader({ id }: { id: number }) {
  const { t } = useTranslation();
  const valid = Number.isInteger(id) && id > 0;
  const draft = useQuery({ ...draftQuery(id), enabled: valid });
  const draftId = draft.data?.id ?? 0;
  const ad = useQuery({ ...propertyQuery(draftId), enabled: draftId > 0 });
  if (ad.data?.isOwner) {
    return <PropertyFormScreen key={draftId} category={asCategory(ad.data.category)} ad={ad.data} />;
  }
  const missing = !valid || draft.isError || ad.isError || ad.data !== undefined;
  return (
    <section className="mx-auto max-w-3xl px-4 py-8 sm:py-10">
      {missing ? (
        <StateMessage
          icon={FileQuestion}
          title={t('addProperty.notFound.title')}
          body={t('addProperty.notFound.body')}
        >
          <Link to="/my-ads" className={stateLinkClass}>
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
