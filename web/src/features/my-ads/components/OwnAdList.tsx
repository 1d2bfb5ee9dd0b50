import type { UseQueryResult } from '@tanstack/react-query';
import { FilePlus2, SearchX, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { EndpointAnswer } from '#contract/endpoint';
import type { listOwnProperties } from '#contract/endpoints/properties';
import type { PropertyListItem } from '#contract/properties';
import { StateMessage } from '#web/components/ui/StateMessage';
import { NewAdLinks } from './NewAdLinks';
import { OwnAdCard } from './OwnAdCard';
import { OwnAdSkeleton } from './OwnAdSkeleton';

interface OwnAdListProps {
  query: UseQueryResult<EndpointAnswer<typeof listOwnProperties>>;
  filtered: boolean;
  onClearFilter: () => void;
  onDelete: (ad: PropertyListItem) => void;
}

/** The owner's ads with the states of design.md: loading, error with retry, empty with what next. */
export function OwnAdList({ query, filtered, onClearFilter, onDelete }: OwnAdListProps) {
  const { t } = useTranslation();
  const button =
    'rounded-lg bg-brand px-5 py-2.5 font-medium text-white hover:bg-brand-strong dark:text-surface';
  if (query.isPending) {
    return (
      <div aria-busy="true" aria-label={t('addProperty.myAds.loading')} className="space-y-4">
        {[0, 1, 2].map((row) => (
          <OwnAdSkeleton key={row} />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <StateMessage
        icon={<TriangleAlert aria-hidden className="size-10 text-accent" />}
        title={t('addProperty.myAds.error')}
        body={t('catalogue.error.body')}
      >
        <button type="button" onClick={() => void query.refetch()} className={button}>
          {t('catalogue.error.retry')}
        </button>
      </StateMessage>
    );
  }
  if (query.data.data.length === 0) {
    return filtered ? (
      <StateMessage
        icon={<SearchX aria-hidden className="size-10 text-ink-muted" />}
        title={t('addProperty.myAds.emptyFiltered.title')}
        body={t('addProperty.myAds.emptyFiltered.body')}
      >
        <button type="button" onClick={onClearFilter} className={button}>
          {t('addProperty.myAds.emptyFiltered.showAll')}
        </button>
      </StateMessage>
    ) : (
      <StateMessage
        icon={<FilePlus2 aria-hidden className="size-10 text-brand" />}
        title={t('addProperty.myAds.empty.title')}
        body={t('addProperty.myAds.empty.body')}
      >
        <NewAdLinks centered />
      </StateMessage>
    );
  }
  return (
    <ul className="space-y-4">
      {query.data.data.map((ad) => (
        <li key={ad.id}>
          <OwnAdCard ad={ad} onDelete={() => onDelete(ad)} />
        </li>
      ))}
    </ul>
  );
}
