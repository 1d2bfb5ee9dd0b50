import { ImageOff, type LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';

interface CoverPhotoProps extends Omit<ComponentProps<'img'>, 'src' | 'className'> {
  /** The ad's photo, or none. */
  photo: { thumbUrl: string } | null | undefined;
  /** What stands for a missing photo, and its size; on the larger cards, with a caption under it. */
  icon?: LucideIcon;
  iconClass?: string;
  caption?: string;
}

/** An ad's photo filling its frame, or the no-photo icon in the middle of it. */
export function CoverPhoto({
  photo,
  alt = '',
  icon: Icon = ImageOff,
  iconClass = 'size-6',
  caption,
  ...img
}: CoverPhotoProps) {
  if (photo) return <img src={photo.thumbUrl} alt={alt} {...img} className="size-full object-cover" />;
  return (
    <span
      className={`flex size-full items-center justify-center text-ink-muted ${caption ? 'flex-col gap-2' : ''}`}
    >
      <Icon aria-hidden className={iconClass} />
      {caption && <span className="text-sm">{caption}</span>}
    </span>
  );
}
