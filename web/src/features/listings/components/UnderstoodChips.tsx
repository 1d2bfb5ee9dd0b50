import { Type, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { UnderstoodItem, UnderstoodQuery } from '#contract/query-understanding';
import { useLanguage } from '#web/lib/i18n/i18n';
import { withoutWords } from '../filters/understood-words';
import type { ListFiltersApi } from '../hooks/use-list-filters';

interface UnderstoodChipsProps {
  /** The screen's filters: `Query`, the words searched, and `AsText`, whether they are searched as text. */
  list: Pick<ListFiltersApi, 'filters' | 'setFilters'>;
  /** What the server read from the words; absent when it read nothing. */
  understood: UnderstoodQuery | undefined;
}

const RANGES: readonly UnderstoodItem['kind'][] = ['price', 'area'];

const LINK =
  'inline-flex items-center gap-1 rounded-lg px-2 py-1 text-sm font-medium text-brand underline-offset-4 hover:underline';

/**
 * What the search read from its words (docs/decisions/0036-query-understanding.md): each thing as a
 * chip that takes its words out of the search, the words searched as text, and a way to search all
 * of them as text instead; while they are searched as text, a way back.
 */
export function UnderstoodChips({ list, understood }: UnderstoodChipsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { Query: query, AsText: asText } = list.filters;
  const onChange = list.setFilters;
  if (!query) return null;
  if (asText) {
    return (
      <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-muted">
        {t('listings.understood.searchingAsText', { text: query })}
        <button type="button" className={LINK} onClick={() => onChange({ AsText: undefined })}>
          {t('listings.understood.understand')}
        </button>
      </p>
    );
  }
  const items = understood?.items ?? [];
  if (items.length === 0) return null;
  const label = (item: UnderstoodItem) => (language === 'ar' ? item.labelAr : item.labelEn);
  return (
    <div className="mt-2 flex flex-wrap items-center gap-2" data-testid="understood">
      <span className="text-sm text-ink-muted">{t('listings.understood.heading')}</span>
      <ul className="contents">
        {items.map((item) => (
          <li key={`${item.kind}:${item.words}`}>
            <button
              type="button"
              onClick={() => onChange({ Query: withoutWords(query, item.words) })}
              aria-label={t('listings.understood.remove', { label: label(item) })}
              className="inline-flex items-center gap-1.5 rounded-full border border-brand/40 bg-brand/10 px-3 py-1 text-sm font-medium text-brand hover:bg-brand/20"
            >
              {/* A range reads as a formula, left to right, in Arabic too (≥ 100 م²). */}
              <bdi dir={RANGES.includes(item.kind) ? 'ltr' : undefined}>{label(item)}</bdi>
              <X aria-hidden className="size-4" />
            </button>
          </li>
        ))}
      </ul>
      {understood?.remainingText && (
        <span className="text-sm text-ink-muted">
          {t('listings.understood.words', { text: understood.remainingText })}
        </span>
      )}
      <button type="button" className={LINK} onClick={() => onChange({ AsText: 'true' })}>
        <Type aria-hidden className="size-4" />
        {t('listings.understood.asText')}
      </button>
    </div>
  );
}
