import { useTranslation } from 'react-i18next';
import type { DashboardOffice } from '#contract/dashboard/offices';
import { formatDateTime } from '#web/lib/formatting/date-time';
import { useLanguage } from '#web/lib/i18n/i18n';

const knownActions = [
  'created',
  'invited',
  'invitationRevoked',
  'joined',
  'roleChanged',
  'removed',
  'left',
  'suspended',
  'restored',
  'approved',
  'suspendedByStaff',
  'reinstated',
] as const;
type KnownAction = (typeof knownActions)[number];
const isKnown = (action: string): action is KnownAction => knownActions.some((known) => known === action);

/** The office's own audit, newest first: who did what, to whom, when, and a suspension's reason. */
export function OfficeEvents({ events }: { events: DashboardOffice['events'] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (events.length === 0) return <p className="text-ink-muted">{t('dashboard.offices.noEvents')}</p>;
  return (
    <ol className="flex flex-col divide-y divide-line">
      {events.map((event) => (
        <li key={event.id} className="flex flex-col gap-0.5 py-2">
          <span className="font-medium">
            {isKnown(event.action) ? t(`dashboard.offices.events.${event.action}`) : event.action}
            {event.subject && event.subject !== event.actor && (
              <>
                {' · '}
                <Person name={event.subject} />
              </>
            )}
          </span>
          {event.reason && (
            <span className="whitespace-pre-line break-words">
              <bdi>{event.reason}</bdi>
            </span>
          )}
          <span className="text-sm text-ink-muted">
            {event.actor ? <Person name={event.actor} /> : t('dashboard.offices.system')}
            {' · '}
            {formatDateTime(event.createdAt, language)}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** A person by name, or by their masked phone number (kept left to right) when they gave none. */
function Person({ name }: { name: string }) {
  return <bdi dir={name.startsWith('+') ? 'ltr' : undefined}>{name}</bdi>;
}
