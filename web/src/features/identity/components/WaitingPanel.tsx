import { Smartphone, Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { IdentityRequest } from '#contract/identity';
import { minutesAndSeconds, useSecondsLeft } from '../hooks/use-seconds-left';
import { panelClass } from './panel';

/**
 * Nafath sent the request: the two-digit number to pick in its app, large, and the time left. The
 * countdown is a timer: screen readers do not read out every second of it.
 */
export function WaitingPanel({
  request,
  onStartOver,
}: {
  request: IdentityRequest;
  onStartOver: () => void;
}) {
  const { t } = useTranslation();
  const left = useSecondsLeft(request.secondsLeft);
  return (
    <div className={`${panelClass()} text-center`}>
      <Smartphone aria-hidden className="mx-auto size-10 text-brand" />
      <h2 className="mt-3 text-xl font-bold sm:text-2xl">{t('identity.waiting.title')}</h2>
      <p className="mx-auto mt-2 max-w-md text-ink-muted">{t('identity.waiting.body')}</p>
      <p className="mt-6">
        <span className="sr-only">{t('identity.waiting.number')}: </span>
        <span
          dir="ltr"
          data-testid="nafath-number"
          className="inline-grid size-28 place-items-center rounded-3xl bg-brand text-6xl font-bold text-white tabular-nums shadow-md dark:text-surface"
        >
          {request.random}
        </span>
      </p>
      <p className="mt-6 flex flex-wrap items-center justify-center gap-x-2 text-ink-muted">
        <Timer aria-hidden className="size-5 shrink-0" />
        <span>{t('identity.waiting.expiresIn')}</span>
        <span role="timer" aria-live="off" dir="ltr" className="font-bold text-ink tabular-nums">
          {minutesAndSeconds(left)}
        </span>
      </p>
      <p className="mt-1 text-sm text-ink-muted">
        {t(`identity.kind.${request.idKind}`)} <bdi dir="ltr">•••• {request.idLast4}</bdi>
      </p>
      <button
        type="button"
        onClick={onStartOver}
        className="mt-6 min-h-11 rounded-lg px-3 text-sm font-medium text-brand underline underline-offset-4 hover:bg-brand/10"
      >
        {t('identity.waiting.startOver')}
      </button>
    </div>
  );
}
