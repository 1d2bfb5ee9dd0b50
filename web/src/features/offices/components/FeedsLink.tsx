import { FileUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonLook } from '#web/components/ui/Button';
import { MY_OFFICE_FEEDS_PATH } from '#web/entities/office/my-office';
import { panelClass } from './panel';

/** Where the owner and managers import the office's listings in bulk, and export them. */
export function FeedsLink() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="feeds-link-heading" className={panelClass}>
      <h2 id="feeds-link-heading" className="text-xl font-bold">
        {t('feeds.link.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('feeds.link.body')}</p>
      <Link to={MY_OFFICE_FEEDS_PATH} className={`${buttonLook('secondary')} mt-4`} data-testid="feeds-link">
        <FileUp aria-hidden className="size-5" />
        {t('feeds.link.action')}
      </Link>
    </section>
  );
}
