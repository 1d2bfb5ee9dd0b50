import { useEffect, useId, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PropertyMedia } from '#contract/properties';
import { useHideHeader } from '#web/app/layouts/HeaderVisibility';
import { useModal } from '#web/hooks/use-modal';
import { useSnapCarousel } from '../hooks/use-snap-carousel';
import { GalleryPhoto } from './GalleryPhoto';
import { SlideArrows } from './SlideArrows';
import { CloseButton } from '#web/components/ui/CloseButton';

/** The screen's width less the slide's padding (p-2, sm:p-6): a photo is never shown wider. */
const FULL_SCREEN_SIZES = '(min-width: 640px) calc(100vw - 48px), calc(100vw - 16px)';

interface FullScreenGalleryProps {
  media: PropertyMedia[];
  title: string;
  start: number;
  /** Called with the photo on show, so the page's gallery can stay on it. */
  onClose: (index: number) => void;
}

/**
 * Every photo, whole, on black: a native modal <dialog> (focus stays inside, Escape closes), swipe,
 * the arrow keys in the reading direction, Home and End. The site header is hidden meanwhile.
 */
export function FullScreenGallery({ media, title, start, onClose }: FullScreenGalleryProps) {
  const { t, i18n } = useTranslation();
  useHideHeader();
  const dialog = useModal();
  const titleId = useId();
  const {
    ref,
    index: active,
    goTo,
    onScroll,
    onScrollEnd,
    next,
    previous,
  } = useSnapCarousel(media.length, start);
  const count = media.length;

  useEffect(() => {
    goTo(start, false);
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = overflow;
    };
  }, [goTo, start]);

  const onKeyDown = (event: KeyboardEvent) => {
    const rtl = i18n.dir() === 'rtl';
    const moves: Record<string, number> = {
      ArrowLeft: rtl ? 1 : -1,
      ArrowRight: rtl ? -1 : 1,
    };
    const move = moves[event.key];
    if (move !== undefined) goTo(active + move);
    else if (event.key === 'Home') goTo(0);
    else if (event.key === 'End') goTo(count - 1);
    else return;
    event.preventDefault();
  };

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose(active);
      }}
      onKeyDown={onKeyDown}
      className="fixed inset-0 m-0 size-full max-h-none max-w-none bg-black p-0 text-white backdrop:bg-black"
    >
      <div className="flex h-dvh flex-col">
        <div className="flex items-center gap-3 px-4 py-3">
          <p dir="ltr" aria-live="polite" className="shrink-0 text-sm font-medium tabular-nums">
            {t('details.gallery.counter', { index: active + 1, total: count })}
          </p>
          <h2
            id={titleId}
            className="min-w-0 flex-1 truncate text-center font-medium"
            dir="auto"
            data-user-content
          >
            {title}
          </h2>
          <CloseButton
            label={t('details.gallery.close')}
            autoFocus
            onClick={() => onClose(active)}
            className="size-11 shrink-0 bg-white/10 hover:bg-white/20"
            iconClass="size-6"
          />
        </div>
        <div className="relative min-h-0 flex-1">
          <div
            ref={ref}
            onScroll={onScroll}
            onScrollEnd={onScrollEnd}
            role="group"
            tabIndex={0}
            aria-roledescription="carousel"
            aria-label={t('details.gallery.fullScreen')}
            className="flex size-full snap-x snap-mandatory overflow-x-auto overscroll-contain [scrollbar-width:none]"
          >
            {media.map((item, index) => (
              <figure
                key={item.id}
                aria-roledescription="slide"
                aria-label={t('details.gallery.counter', { index: index + 1, total: count })}
                className="m-0 flex size-full shrink-0 snap-center snap-always items-center justify-center p-2 sm:p-6"
              >
                <GalleryPhoto
                  media={media}
                  index={index}
                  title={title}
                  sizes={FULL_SCREEN_SIZES}
                  eager={Math.abs(index - start) <= 1}
                  className="max-h-full max-w-full object-contain"
                />
              </figure>
            ))}
          </div>
          <SlideArrows
            index={active}
            count={count}
            onPrevious={previous}
            onNext={next}
            buttonClass="size-12 bg-white/15 text-white hover:bg-white/25"
          />
        </div>
      </div>
    </dialog>
  );
}
