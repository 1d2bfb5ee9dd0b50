import { ImageIcon } from 'lucide-react';
import type { ConversationItem } from '#contract/messages';

/** The ad's cover at 4:3, or a neutral tile when it has no photo. */
export function PropertyThumb({
  property,
  className = 'w-16',
}: {
  property: Pick<ConversationItem['property'], 'coverImage'>;
  className?: string;
}) {
  return (
    <span className={`block aspect-[4/3] shrink-0 overflow-hidden rounded-lg bg-line/50 ${className}`}>
      {property.coverImage ? (
        <img
          src={property.coverImage.thumbUrl}
          alt=""
          width={128}
          height={96}
          loading="lazy"
          className="size-full object-cover"
        />
      ) : (
        <span className="flex size-full items-center justify-center text-ink-muted">
          <ImageIcon aria-hidden className="size-5" />
        </span>
      )}
    </span>
  );
}
