import { CloudOff, RotateCcw, TimerOff, UserX, XCircle, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonLook } from '#web/components/ui/Button';
import { StateMessage, stateActionClass } from '#web/components/ui/StateMessage';

export type FailedState = 'rejected' | 'expired' | 'unavailable' | 'inUse';

const LOOKS: Record<FailedState, { icon: LucideIcon; tone: string }> = {
  rejected: { icon: XCircle, tone: 'text-red-700 dark:text-red-400' },
  expired: { icon: TimerOff, tone: 'text-amber-700 dark:text-amber-400' },
  unavailable: { icon: CloudOff, tone: 'text-ink-muted' },
  inUse: { icon: UserX, tone: 'text-red-700 dark:text-red-400' },
};

/** A verification that ended without an identity: what happened, and a fresh start. */
export function OutcomePanel({ state, onTryAgain }: { state: FailedState; onTryAgain: () => void }) {
  const { t } = useTranslation();
  const { icon, tone } = LOOKS[state];
  return (
    <StateMessage
      icon={icon}
      tone={tone}
      title={t(`identity.outcome.${state}.title`)}
      body={t(`identity.outcome.${state}.body`)}
    >
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" onClick={onTryAgain} className={stateActionClass}>
          <RotateCcw aria-hidden className="size-5" />
          {t('identity.tryAgain')}
        </button>
        {state === 'inUse' && (
          <Link to="/contact-us" className={buttonLook('secondary')}>
            {t('identity.outcome.inUse.contact')}
          </Link>
        )}
      </div>
    </StateMessage>
  );
}
