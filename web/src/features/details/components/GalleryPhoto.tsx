import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { srcSetOf } from '#contract/photo-srcset';
import type { PropertyMedia } from '#contract/properties';

interface GalleryPhotoProps extends Pick<ComponentProps<'img'>, 'sizes' | 'fetchPriority' | 'className'> {
  /** The ad's photos, its title, and which photo this is (from 0): the text alternative says them. */
  media: PropertyMedia[];
  index: number;
  title: string;
  /** Loaded at once (on show or next to it), not when it nears the screen. */
  eager: boolean;
}

/** One of the ad's photos, at every width it comes in. */
export function GalleryPhoto({ media, index, title, eager, ...img }: GalleryPhotoProps) {
  const { t } = useTranslation();
  const photo = media[index];
  if (!photo) return null;
  return (
    <img
      src={photo.url}
      srcSet={srcSetOf(photo.sources)}
      alt={t('details.gallery.photoAlt', { title, index: index + 1, total: media.length })}
      width={photo.width}
      height={photo.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...img}
    />
  );
}
