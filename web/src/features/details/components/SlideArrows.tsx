import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';

interface SlideArrowsProps {
  index: number;
  count: number;
  onPrevious: () => void;
  onNext: () => void;
  /** Classes of both round buttons (size, colours). */
  buttonClass: string;
}

/**
 * Previous at the start edge, next at the end edge. The chevrons point the way the photos move: in
 * Arabic "next" sits on the left and points left.
 */
export function SlideArrows({ index, count, onPrevious, onNext, buttonClass }: SlideArrowsProps) {
  const { t } = useTranslation();
  if (count < 2) return null;
  const base = `absolute top-1/2 -translate-y-1/2 inline-flex items-center justify-center rounded-full disabled:opacity-0 ${buttonClass}`;
  return (
    <>
      <button
        type="button"
        className={`${base} start-3`}
        aria-label={t('details.gallery.previous')}
        disabled={index === 0}
        onClick={onPrevious}
      >
        <ChevronRight aria-hidden className="size-6 ltr:rotate-180" />
      </button>
      <button
        type="button"
        className={`${base} end-3`}
        aria-label={t('details.gallery.next')}
        disabled={index >= count - 1}
        onClick={onNext}
      >
        <ChevronLeft aria-hidden className="size-6 ltr:rotate-180" />
      </button>
    </>
  );
}
