import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MessageSquareText, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '#contract/common';
import { StateMessage } from '#web/components/ui/StateMessage';
import { Pager } from '#web/entities/catalogue/components/Pager';
import { formatNumber } from '#web/lib/formatting/format';
import { useLanguage } from '#web/lib/i18n/i18n';
import { officeReviewsQuery } from '../api';
import { OfficeReviewCard } from './OfficeReviewCard';
import { Stars } from '#web/components/ui/Stars';

/** The reviews of the office's ads, newest first, under their average and count. */
export function OfficeReviews({ officeId }: { officeId: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [page, setPage] = useState(0);
  const reviews = useQuery({
    ...officeReviewsQuery(officeId, page, language),
    placeholderData: keepPreviousData,
  });
  const { data } = reviews;
  return (
    <section aria-labelledby="office-reviews" className="mt-12 scroll-mt-24">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="office-reviews" className="text-xl font-bold sm:text-2xl">
            {t('officePage.reviews.title')}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{t('officePage.reviews.lead')}</p>
        </div>
        {data && data.average !== null && (
          <Average average={data.average} count={data.totalDataCount} language={language} />
        )}
      </div>
      <div className="mt-4">
        {reviews.isError && !data ? (
          <StateMessage
            icon={TriangleAlert}
            title={t('officePage.reviews.error')}
            body={t('officePage.error.body')}
            action={{ label: t('officePage.reviews.retry'), onClick: () => void reviews.refetch() }}
          />
        ) : data && data.data.length === 0 ? (
          <StateMessage
            icon={MessageSquareText}
            title={t('officePage.reviews.emptyTitle')}
            body={t('officePage.reviews.emptyBody')}
          />
        ) : (
          <ul
            className={`grid grid-cols-1 gap-4 md:grid-cols-2 ${reviews.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {data?.data.map((review) => (
              <li key={review.id}>
                <OfficeReviewCard review={review} />
              </li>
            ))}
          </ul>
        )}
        {data && (
          <Pager
            page={page}
            pages={data.totalPages}
            onPage={(next) => {
              setPage(next);
              document.getElementById('office-reviews')?.scrollIntoView({ block: 'start' });
            }}
          />
        )}
      </div>
    </section>
  );
}

function Average({ average, count, language }: { average: number; count: number; language: Language }) {
  const { t } = useTranslation();
  const value = formatNumber(average, language, 1);
  return (
    <div className="flex items-center gap-3 rounded-2xl border border-line bg-surface-raised px-4 py-2">
      <span className="text-3xl font-bold" dir="ltr">
        {value}
      </span>
      <div>
        <Stars value={average} label={t('officePage.reviews.average', { value })} size="medium" />
        <p className="text-sm text-ink-muted">
          {t('officePage.reviews.count', { count, value: formatNumber(count, language) })}
        </p>
      </div>
    </div>
  );
}
