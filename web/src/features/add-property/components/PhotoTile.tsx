import { ChevronLeft, ChevronRight, Star, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PropertyMedia } from '#contract/properties';

interface PhotoTileProps {
  photo: PropertyMedia;
  index: number;
  count: number;
  busy: boolean;
  onMove: (to: number) => void;
  onDelete: () => void;
}

const tool =
  'inline-flex size-10 items-center justify-center rounded-full border border-line bg-surface-raised hover:bg-surface disabled:opacity-40';

/** A stored photo: the cover badge on the first, and buttons to move, make cover or delete. */
export function PhotoTile({ photo, index, count, busy, onMove, onDelete }: PhotoTileProps) {
  const { t } = useTranslation();
  const number = index + 1;
  return (
    <li className="overflow-hidden rounded-xl border border-line bg-surface-raised">
      <div className="relative aspect-[4/3] bg-line/40">
        <img
          src={photo.thumbUrl}
          alt={t('addProperty.photos.alt', { number })}
          width={640}
          height={480}
          className="size-full object-cover"
        />
        {index === 0 && (
          <span className="absolute start-2 top-2 rounded-full bg-brand px-3 py-1 text-xs font-bold text-white shadow-sm dark:text-surface">
            {t('addProperty.photos.cover')}
          </span>
        )}
      </div>
      <div className="flex items-center justify-between gap-1 p-2">
        <div className="flex gap-1">
          <button
            type="button"
            className={tool}
            disabled={busy || index === 0}
            aria-label={t('addProperty.photos.moveEarlier', { number })}
            title={t('addProperty.photos.moveEarlier', { number })}
            onClick={() => onMove(index - 1)}
          >
            <ChevronRight aria-hidden className="size-5 ltr:rotate-180" />
          </button>
          <button
            type="button"
            className={tool}
            disabled={busy || index === count - 1}
            aria-label={t('addProperty.photos.moveLater', { number })}
            title={t('addProperty.photos.moveLater', { number })}
            onClick={() => onMove(index + 1)}
          >
            <ChevronLeft aria-hidden className="size-5 ltr:rotate-180" />
          </button>
          {index > 0 && (
            <button
              type="button"
              className={tool}
              disabled={busy}
              aria-label={t('addProperty.photos.makeCover', { number })}
              title={t('addProperty.photos.makeCover', { number })}
              onClick={() => onMove(0)}
            >
              <Star aria-hidden className="size-5" />
            </button>
          )}
        </div>
        <button
          type="button"
          className={`${tool} text-red-700 dark:text-red-400`}
          disabled={busy}
          aria-label={t('addProperty.photos.delete', { number })}
          title={t('addProperty.photos.delete', { number })}
          onClick={onDelete}
        >
          <Trash2 aria-hidden className="size-5" />
        </button>
      </div>
    </li>
  );
}
