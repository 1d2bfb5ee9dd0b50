import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FEATURE_LINK_PARAM } from '../paths';
import { FeatureAdDialog } from './FeatureAdDialog';

export interface FeatureAdButtonProps {
  ad: { id: number; title: string };
  className: string;
  /** Opens at once when the page's link asks for it (`?feature`: "try again" after a failed payment). */
  openFromLink?: boolean;
}

/** "Feature this ad" on the owner's live ad, and its dialog (with the texts of `payments`). */
export function FeatureAdButton({ ad, className, openFromLink = false }: FeatureAdButtonProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const linked = openFromLink && search.has(FEATURE_LINK_PARAM);
  const [open, setOpen] = useState(linked);
  const close = () => {
    setOpen(false);
    if (!linked) return;
    const rest = new URLSearchParams(search);
    rest.delete(FEATURE_LINK_PARAM);
    setSearch(rest, { replace: true });
  };
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={t('payments.feature.actionFor', { title: ad.title })}
        className={className}
      >
        <Sparkles aria-hidden className="size-4" />
        {t('payments.feature.action')}
      </button>
      {open && <FeatureAdDialog ad={ad} onClose={close} />}
    </>
  );
}
