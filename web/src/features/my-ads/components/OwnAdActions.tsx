import { CircleCheck, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notify } from '#web/lib/browser/notify';
import type { OwnPropertyListItem } from '#contract/properties';
import { asCategory, editAdPath } from '#web/entities/catalogue/category';
import { useChangeAdStatus } from '../api';
import { KeepAdButton } from '#web/entities/catalogue/components/KeepAdButton';
import { FeatureAdAction } from '#web/entities/visibility/components/FeatureAdAction';

const action =
  'inline-flex min-h-10 items-center gap-1.5 rounded-lg border px-3 text-sm font-medium disabled:opacity-60';

/**
 * Edit, feature a published ad (paid, FeatureAdAction), confirm still available or renew (KeepAdButton), close as sold or rented (a published ad only; a rent is the ad with a rent period, which the
 * server keeps exactly for rents), and delete (after the page's confirmation).
 */
export function OwnAdActions({ ad, onDelete }: { ad: OwnPropertyListItem; onDelete: () => void }) {
  const { t } = useTranslation();
  const change = useChangeAdStatus();
  const closingStatus = ad.rentPeriod === null ? 'sold' : 'rented';
  const close = () =>
    change.mutate(
      { id: ad.id, status: closingStatus },
      {
        onSuccess: () => notify.success(t(`addProperty.myAds.marked.${closingStatus}`)),
        onError: (error) => notify.error(error.message),
      },
    );
  const edit =
    ad.status === 'draft'
      ? { label: t('addProperty.myAds.finish'), name: t('addProperty.myAds.finishAd', { title: ad.title }) }
      : ad.draftId !== null
        ? {
            label: t('addProperty.myAds.continueEditing'),
            name: t('addProperty.myAds.continueEditingAd', { title: ad.title }),
          }
        : { label: t('addProperty.myAds.edit'), name: t('addProperty.myAds.editAd', { title: ad.title }) };
  const resumes = ad.status === 'draft' || ad.draftId !== null;
  return (
    <div className="flex flex-wrap gap-2">
      <Link
        to={editAdPath(asCategory(ad.category), ad.id)}
        aria-label={edit.name}
        className={`${action} ${resumes ? 'border-brand bg-brand text-white hover:bg-brand-strong dark:text-surface' : 'border-line hover:bg-surface'}`}
      >
        <Pencil aria-hidden className="size-4" />
        {edit.label}
      </Link>
      {ad.status === 'published' && (
        <button
          type="button"
          onClick={close}
          disabled={change.isPending}
          aria-label={t(`addProperty.myAds.markAd.${closingStatus}`, { title: ad.title })}
          className={`${action} border-brand text-brand hover:bg-brand/10`}
        >
          <CircleCheck aria-hidden className="size-4" />
          {t(`addProperty.myAds.mark.${closingStatus}`)}
        </button>
      )}
      <FeatureAdAction
        ad={ad}
        className={`${action} border-brand bg-brand/10 font-bold text-brand hover:bg-brand/20`}
      />
      <KeepAdButton ad={ad} className={`${action} border-line hover:bg-surface`} />
      <button
        type="button"
        onClick={onDelete}
        aria-label={t('addProperty.myAds.deleteAd', { title: ad.title })}
        className={`${action} border-red-300 text-red-700 hover:bg-red-50 dark:border-red-900 dark:text-red-400 dark:hover:bg-red-950`}
      >
        <Trash2 aria-hidden className="size-4" />
        {t('addProperty.myAds.delete')}
      </button>
    </div>
  );
}
