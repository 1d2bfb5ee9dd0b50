import type { UseQueryResult } from '@tanstack/react-query';
import { FilePlus2, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { EndpointAnswer } from '#contract/endpoint';
import type { listOwnProperties } from '#contract/endpoints/properties';
import type { PropertyListItem } from '#contract/properties';
import { StateMessage } from '#web/components/ui/StateMessage';
import { AdsLoadError } from '#web/entities/catalogue/components/AdsLoadError';
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
    return <AdsLoadError title={t('addProperty.myAds.error')} onRetry={() => void query.refetch()} />;
  }
  if (query.data.data.length === 0) {
    return filtered ? (
      <StateMessage
        icon={SearchX}
        title={t('addProperty.myAds.emptyFiltered.title')}
        body={t('addProperty.myAds.emptyFiltered.body')}
        action={{ label: t('addProperty.myAds.emptyFiltered.showAll'), onClick: onClearFilter }}
      />
    ) : (
      <StateMessage
        icon={FilePlus2}
        tone="text-brand"
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
