import { Check, PenLine, Trash2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MIN_AREA_VERTICES } from '#contract/geo/polygon';
import type { AreaDrawing } from './use-area-drawing';

const NOTE = 'rounded-xl bg-surface-raised/95 px-3 py-2 text-sm shadow ring-1 ring-line';
const BUTTON =
  'pointer-events-auto inline-flex min-h-11 items-center gap-2 rounded-full bg-surface-raised px-4 py-2 text-sm font-bold shadow-lg ring-1 ring-line disabled:opacity-50';

/**
 * The map's drawing buttons, at its bottom corner on the reading side's end: "draw an area", then
 * while drawing a hint, "finish" (clicked vertices) and "cancel"; with an area, "draw again" and
 * "clear". Real buttons, so the keyboard reaches them; Escape cancels a drawing.
 */
export function AreaControls({
  drawing,
  hasArea,
  onClear,
}: {
  drawing: AreaDrawing;
  hasArea: boolean;
  onClear: () => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <div
      dir={i18n.dir()}
      className="pointer-events-none absolute inset-x-3 bottom-7 z-[1000] flex flex-col items-end gap-2"
    >
      {drawing.drawing && drawing.problem && (
        <p role="alert" className={`${NOTE} font-bold text-red-700 dark:text-red-400`}>
          {t(`drawArea.${drawing.problem}`)}
        </p>
      )}
      {drawing.drawing && !drawing.problem && (
        <p role="status" className={NOTE}>
          <span className="[@media(pointer:coarse)]:hidden">{t('drawArea.hint')}</span>
          <span className="hidden [@media(pointer:coarse)]:inline">{t('drawArea.hintTouch')}</span>
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {drawing.drawing ? (
          <>
            <button
              type="button"
              onClick={drawing.finish}
              disabled={drawing.path.length < MIN_AREA_VERTICES}
              className={`${BUTTON} text-brand`}
            >
              <Check aria-hidden className="size-4" />
              {t('drawArea.finish')}
            </button>
            <button type="button" onClick={drawing.cancel} className={BUTTON}>
              <X aria-hidden className="size-4" />
              {t('drawArea.cancel')}
            </button>
          </>
        ) : (
          <>
            {hasArea && (
              <button type="button" onClick={onClear} className={BUTTON}>
                <Trash2 aria-hidden className="size-4" />
                {t('drawArea.clear')}
              </button>
            )}
            <button type="button" onClick={drawing.start} className={`${BUTTON} text-brand`}>
              <PenLine aria-hidden className="size-4" />
              {t(hasArea ? 'drawArea.redraw' : 'drawArea.draw')}
            </button>
          </>
        )}
      </div>
    </div>
  );
}
