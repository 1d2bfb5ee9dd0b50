import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { newAdPath } from '#web/entities/catalogue/category';

/** Post a new residential or industrial ad. */
export function NewAdLinks({ centered = false }: { centered?: boolean }) {
  const { t } = useTranslation();
  const link = 'inline-flex min-h-11 items-center gap-2 rounded-lg px-4 font-bold';
  return (
    <div className={`flex flex-wrap gap-3 ${centered ? 'justify-center' : ''}`}>
      <Link
        to={newAdPath(1)}
        className={`${link} bg-brand text-white hover:bg-brand-strong dark:text-surface`}
      >
        <Plus aria-hidden className="size-5" />
        {t('addProperty.myAds.newResidential')}
      </Link>
      <Link to={newAdPath(2)} className={`${link} border border-brand text-brand hover:bg-brand/10`}>
        <Plus aria-hidden className="size-5" />
        {t('addProperty.myAds.newIndustrial')}
      </Link>
    </div>
  );
}
