import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { STEPS, type StepKey } from '../lib/steps';

interface StepIndicatorProps {
  current: StepKey;
  /** The furthest step opened so far: steps up to it can be revisited. */
  reached: number;
  onSelect: (step: StepKey) => void;
}

/** "Step 2 of 5" with a progress bar, and the five steps as numbered buttons (labels from 640 px). */
export function StepIndicator({ current, reached, onSelect }: StepIndicatorProps) {
  const { t } = useTranslation();
  const index = STEPS.indexOf(current);
  const percent = Math.round(((index + 1) / STEPS.length) * 100);
  return (
    <nav aria-label={t('addProperty.steps.label')} className="mb-6">
      <p className="text-sm font-medium text-ink-muted">
        {t('addProperty.steps.progress', { n: index + 1, total: STEPS.length })}
        <span className="mx-1.5" aria-hidden>
          ·
        </span>
        <span className="text-ink">{t(`addProperty.steps.${current}`)}</span>
      </p>
      <div aria-hidden className="mt-2 h-1.5 overflow-hidden rounded-full bg-line">
        <div className="h-full rounded-full bg-brand transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <ol className="mt-4 flex items-start justify-between gap-1">
        {STEPS.map((step, position) => {
          const done = position < index;
          const active = position === index;
          const open = position <= reached;
          return (
            <li key={step} className="flex flex-1 flex-col items-center text-center">
              <button
                type="button"
                disabled={!open || active}
                aria-current={active ? 'step' : undefined}
                aria-label={`${position + 1}. ${t(`addProperty.steps.${step}`)}`}
                onClick={() => onSelect(step)}
                className={`flex size-9 items-center justify-center rounded-full border-2 text-sm font-bold disabled:cursor-default ${
                  active
                    ? 'border-brand bg-brand text-white dark:text-surface'
                    : done
                      ? 'border-brand bg-brand/10 text-brand hover:bg-brand/20'
                      : open
                        ? 'border-brand text-brand hover:bg-brand/10'
                        : 'border-line text-ink-muted'
                }`}
              >
                {done ? <Check aria-hidden className="size-4" /> : position + 1}
              </button>
              <span
                aria-hidden
                className={`mt-1 hidden text-xs sm:block ${active ? 'font-bold text-ink' : 'text-ink-muted'}`}
              >
                {t(`addProperty.steps.${step}`)}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
