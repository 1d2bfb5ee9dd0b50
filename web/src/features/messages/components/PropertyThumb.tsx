import { ImageIcon } from 'lucide-react';
import type { ConversationItem } from '#contract/messages';
import { CoverPhoto } from '#web/entities/catalogue/components/CoverPhoto';

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
      <CoverPhoto
        photo={property.coverImage}
        width={128}
        height={96}
        loading="lazy"
        icon={ImageIcon}
        iconClass="size-5"
      />
    </span>
  );
}
