import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { PropertyMedia } from '#contract/properties';
import { cropSrcSet } from '#web/entities/catalogue/photo-crop';

interface ThumbnailsProps {
  media: PropertyMedia[];
  active: number;
  onSelect: (index: number) => void;
}

/** The strip under the main photo; the active thumbnail is kept in view while the photos move. */
export function Thumbnails({ media, active, onSelect }: ThumbnailsProps) {
  const { t } = useTranslation();
  const strip = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const list = strip.current;
    const item = list?.children[active];
    if (!list || !item) return;
    // Horizontal only: scrollIntoView would also move the page.
    const bounds = list.getBoundingClientRect();
    const box = item.getBoundingClientRect();
    if (box.left < bounds.left) list.scrollBy({ left: box.left - bounds.left - 8 });
    else if (box.right > bounds.right) list.scrollBy({ left: box.right - bounds.right + 8 });
  }, [active]);
  if (media.length < 2) return null;
  return (
    <ul
      ref={strip}
      aria-label={t('details.gallery.thumbnails')}
      className="mt-3 flex gap-2 overflow-x-auto pb-1 [scrollbar-width:thin]"
    >
      {media.map((item, index) => (
        <li key={item.id} className="shrink-0">
          <button
            type="button"
            aria-label={t('details.gallery.show', { index: index + 1 })}
            aria-current={index === active}
            onClick={() => onSelect(index)}
            className={`block overflow-hidden rounded-lg border-2 transition ${
              index === active ? 'border-brand' : 'border-transparent opacity-75 hover:opacity-100'
            }`}
          >
            <img
              src={item.thumbUrl}
              srcSet={cropSrcSet(item)}
              sizes="(min-width: 640px) 88px, 76px"
              alt=""
              width={96}
              height={72}
              loading="lazy"
              decoding="async"
              className="h-14 w-[4.75rem] object-cover sm:h-16 sm:w-[5.5rem]"
            />
          </button>
        </li>
      ))}
    </ul>
  );
}
