import { Expand, ImageOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GALLERY_PHOTO_SIZES } from '#contract/gallery-photo-sizes';
import type { PropertyMedia } from '#contract/properties';
import { useSnapCarousel } from '../hooks/use-snap-carousel';
import { FullScreenGallery } from './FullScreenGallery';
import { GalleryPhoto } from './GalleryPhoto';
import { SlideArrows } from './SlideArrows';
import { Thumbnails } from './Thumbnails';

interface GalleryProps {
  media: PropertyMedia[];
  title: string;
}

/** The photos at 16:9: swipe or arrows, a counter, thumbnails, and a full-screen view. */
export function Gallery({ media, title }: GalleryProps) {
  const { t } = useTranslation();
  const { ref, index: active, goTo, onScroll, onScrollEnd, next, previous } = useSnapCarousel(media.length);
  const [fullScreenFrom, setFullScreenFrom] = useState<number | null>(null);
  const count = media.length;

  if (count === 0) {
    return (
      <div className="flex aspect-video flex-col items-center justify-center gap-3 rounded-2xl border border-dashed border-line bg-surface-raised text-ink-muted">
        <ImageOff aria-hidden className="size-10" />
        <p>{t('details.gallery.noPhotos')}</p>
      </div>
    );
  }

  return (
    <section aria-label={t('details.gallery.label')} aria-roledescription="carousel">
      <div className="relative overflow-hidden rounded-2xl bg-line/40">
        <div
          ref={ref}
          onScroll={onScroll}
          onScrollEnd={onScrollEnd}
          className="flex aspect-video snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none]"
        >
          {media.map((item, index) => (
            <button
              key={item.id}
              type="button"
              aria-label={t('details.gallery.open', { index: index + 1 })}
              onClick={() => setFullScreenFrom(index)}
              className="w-full shrink-0 snap-start snap-always"
            >
              <GalleryPhoto
                media={media}
                index={index}
                title={title}
                sizes={GALLERY_PHOTO_SIZES}
                eager={index === 0}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                className="size-full object-cover"
              />
            </button>
          ))}
        </div>
        <SlideArrows
          index={active}
          count={count}
          onPrevious={previous}
          onNext={next}
          buttonClass="size-10 bg-surface-raised/90 text-ink shadow-md backdrop-blur hover:bg-surface-raised"
        />
        <p
          aria-live="polite"
          className="absolute bottom-3 start-3 rounded-full bg-black/65 px-3 py-1 text-sm font-medium text-white"
        >
          <span dir="ltr">{t('details.gallery.counter', { index: active + 1, total: count })}</span>
        </p>
        <button
          type="button"
          onClick={() => setFullScreenFrom(active)}
          aria-label={t('details.gallery.expand')}
          className="absolute bottom-3 end-3 inline-flex size-10 items-center justify-center rounded-full bg-black/65 text-white hover:bg-black/80"
        >
          <Expand aria-hidden className="size-5" />
        </button>
      </div>
      <Thumbnails media={media} active={active} onSelect={(index) => goTo(index)} />
      {fullScreenFrom !== null && (
        <FullScreenGallery
          media={media}
          title={title}
          start={fullScreenFrom}
          onClose={(last) => {
            setFullScreenFrom(null);
            goTo(last, false);
          }}
        />
      )}
    </section>
  );
}
