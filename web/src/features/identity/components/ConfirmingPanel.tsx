import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { panelClass } from './panel';

/** The number was picked; Nafath's signed answer (with the names) is on its way. */
export function ConfirmingPanel() {
  const { t } = useTranslation();
  return (
    <div className={`${panelClass()} text-center`}>
      <LoaderCircle
        aria-hidden
        className="mx-auto size-10 animate-spin text-brand motion-reduce:animate-none"
      />
      <h2 className="mt-3 text-xl font-bold sm:text-2xl">{t('identity.confirming.title')}</h2>
      <p className="mx-auto mt-2 max-w-md text-ink-muted">{t('identity.confirming.body')}</p>
    </div>
  );
}
