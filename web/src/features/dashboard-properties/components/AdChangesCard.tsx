import { useTranslation } from 'react-i18next';
import type { AdChanges } from '#contract/dashboard/properties';
import { formatDateTime } from '#web/lib/formatting/date-time';
import { formatNumber } from '#web/lib/formatting/format';
import { useLanguage } from '#web/lib/i18n/i18n';
import { ReviewCard } from './ReviewCard';

type Value = AdChanges['fields'][number]['before'];

/** What an edit changed in a published ad since a reviewer approved it: fields old → new, photos. */
export function AdChangesCard({ changes }: { changes: AdChanges }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const shown = (value: Value) => {
    if (value === null || value === '')
      return <span className="text-ink-muted italic">{t('dashboard.properties.diffEmpty')}</span>;
    if (typeof value === 'boolean')
      return value ? t('dashboard.properties.yes') : t('dashboard.properties.no');
    // Coordinates keep their precision; prices, areas and counts read with separators.
    if (typeof value === 'number')
      return <span dir="ltr">{formatNumber(value, language, Number.isInteger(value) ? 0 : 6)}</span>;
    return <span dir="auto">{value}</span>;
  };
  return (
    <ReviewCard id="ad-changes" title={t('dashboard.properties.diffTitle')}>
      <p className="mb-3 text-sm text-ink-muted">
        {t('dashboard.properties.diffApproved', { date: formatDateTime(changes.approvedAt, language) })}
      </p>
      {changes.fields.length > 0 && (
        <table className="w-full table-fixed border-collapse text-sm">
          <thead>
            <tr className="border-b border-line text-start text-ink-muted">
              <th scope="col" className="w-1/4 py-1 pe-2 text-start font-medium">
                {t('dashboard.properties.diffField')}
              </th>
              <th scope="col" className="py-1 pe-2 text-start font-medium">
                {t('dashboard.properties.diffBefore')}
              </th>
              <th scope="col" className="py-1 text-start font-medium">
                {t('dashboard.properties.diffAfter')}
              </th>
            </tr>
          </thead>
          <tbody>
            {changes.fields.map((change) => (
              <tr key={change.field} className="border-b border-line align-top">
                <th scope="row" className="py-2 pe-2 text-start font-medium">
                  {t(`dashboard.properties.fields.${change.field}`)}
                </th>
                <td className="py-2 pe-2 break-words whitespace-pre-line">
                  <del className="bg-red-50 text-red-900 no-underline dark:bg-red-950/60 dark:text-red-200">
                    {shown(change.before)}
                  </del>
                </td>
                <td className="py-2 break-words whitespace-pre-line">
                  <ins className="bg-emerald-50 text-emerald-900 no-underline dark:bg-emerald-950/60 dark:text-emerald-200">
                    {shown(change.after)}
                  </ins>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {changes.photosAdded.length > 0 && (
        <>
          <h3 className="mt-4 mb-2 font-bold">{t('dashboard.properties.photosAdded')}</h3>
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
            {changes.photosAdded.map((photo, index) => (
              <li key={photo.id}>
                <img
                  src={photo.thumbUrl}
                  alt={t('dashboard.properties.addedPhoto', { index: index + 1 })}
                  className="aspect-[4/3] w-full rounded-lg bg-line object-cover ring-2 ring-emerald-500"
                />
              </li>
            ))}
          </ul>
        </>
      )}
      {(changes.photosRemoved > 0 || changes.photosReordered) && (
        <ul className="mt-3 flex flex-col gap-1 text-sm">
          {changes.photosRemoved > 0 && (
            <li>{t('dashboard.properties.photosRemoved', { count: changes.photosRemoved })}</li>
          )}
          {changes.photosReordered && <li>{t('dashboard.properties.photosReordered')}</li>}
        </ul>
      )}
    </ReviewCard>
  );
}
