import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ComparedAd } from '#contract/compare';
import type { Language } from '#contract/common';
import { CoverPhoto } from '#web/entities/catalogue/components/CoverPhoto';
import { detailsPath } from '#web/entities/catalogue/paths';
import { compareRows, type CompareCell } from '../lib/compare-rows';
import { CloseButton } from '#web/components/ui/CloseButton';

const labelCell =
  'sticky start-0 z-10 w-28 min-w-28 bg-surface-raised p-3 text-start align-top sm:w-44 sm:min-w-44';
const adCell = 'w-44 min-w-44 p-3 align-top sm:w-64 sm:min-w-64';

function Cell({ cell }: { cell: CompareCell | null }) {
  const { t } = useTranslation();
  if (!cell) return <span className="text-ink-muted">{t('compare.absent')}</span>;
  return (
    <>
      {cell.ltr ? <span dir="ltr">{cell.value}</span> : cell.value}
      {cell.suffix && <span className="ms-1 text-ink-muted">{cell.suffix}</span>}
    </>
  );
}

/**
 * The ads as columns and their facts as rows. The labels stay at the inline start while the ads
 * scroll sideways inside the table's box (phones), so the page itself never scrolls sideways.
 */
export function CompareTable({ ads, onRemove }: { ads: ComparedAd[]; onRemove: (id: number) => void }) {
  const { t, i18n } = useTranslation();
  const rows = compareRows(ads, t, i18n.language as Language);
  return (
    <div
      className="overflow-x-auto rounded-2xl border border-line bg-surface-raised"
      role="region"
      aria-label={t('compare.title')}
      tabIndex={0}
    >
      <table className="w-max min-w-full border-collapse text-sm">
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className={`${labelCell} text-ink-muted`}>
              {t('compare.fact')}
            </th>
            {ads.map((ad) => (
              <th key={ad.id} scope="col" className={`${adCell} text-start font-normal`}>
                <div className="relative aspect-[4/3] max-w-64 overflow-hidden rounded-xl bg-line/40">
                  <CoverPhoto photo={ad.coverImage} loading="lazy" iconClass="size-7" />
                  <CloseButton
                    label={t('compare.remove', { title: ad.title })}
                    title={t('compare.remove', { title: ad.title })}
                    onClick={() => onRemove(ad.id)}
                    className="absolute end-2 top-2 size-8 bg-surface-raised/90 text-ink shadow-sm hover:text-red-600"
                    iconClass="size-4"
                  />
                </div>
                <Link
                  to={detailsPath(ad)}
                  dir="auto"
                  className="mt-2 line-clamp-2 font-bold leading-snug text-ink hover:text-brand"
                >
                  {ad.title}
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-line last:border-b-0" data-row={row.key}>
              <th scope="row" className={`${labelCell} font-medium text-ink-muted`}>
                {row.label}
              </th>
              {row.cells.map((cell, index) => (
                <td
                  key={ads[index]?.id ?? index}
                  className={`${adCell} ${row.key === 'price' ? 'font-bold text-accent-strong' : ''}`}
                >
                  <Cell cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
