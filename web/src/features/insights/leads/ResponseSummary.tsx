import { useQuery } from '@tanstack/react-query';
import { Timer, Zap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ResponseFigures } from '#contract/leads';
import { formatMinutesExactly, formatNumber, formatPercent } from '#web/lib/formatting/format';
import { useLanguage } from '#web/lib/i18n/i18n';
import { myResponseTimeQuery, officeResponseTimeQuery, type LeadScope } from './leads-api';

/** "25 minutes" under two hours, whole hours beyond; a dash without answers. */
function useDuration() {
  const { t } = useTranslation();
  return (minutes: number | null) => {
    if (minutes === null) return t('leads.response.none');
    return minutes < 120
      ? t('leads.response.minutes', { count: Math.round(minutes) })
      : t('leads.response.hours', { count: Math.round(minutes / 60) });
  };
}

function Figures({ figures }: { figures: ResponseFigures }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const duration = useDuration();
  const cell = 'rounded-xl bg-surface p-3';
  return (
    <dl className="grid grid-cols-3 gap-2 text-center">
      <div className={cell}>
        <dt className="text-xs text-ink-muted">{t('leads.response.rate')}</dt>
        <dd className="mt-1 text-lg font-bold">
          {figures.rate === null ? t('leads.response.none') : formatPercent(figures.rate, language)}
        </dd>
      </div>
      <div className={cell}>
        <dt className="text-xs text-ink-muted">{t('leads.response.median')}</dt>
        <dd className="mt-1 text-lg font-bold">{duration(figures.medianMinutes)}</dd>
      </div>
      <div className={cell}>
        <dt className="text-xs text-ink-muted">{t('leads.response.conversations')}</dt>
        <dd className="mt-1 text-lg font-bold">
          {t('leads.response.answered', {
            answered: formatNumber(figures.answered, language),
            conversations: formatNumber(figures.conversations, language),
          })}
        </dd>
      </div>
    </dl>
  );
}

/** The caller's response rate and median time, and whether their ads carry the badge. */
function OwnSummary() {
  const { t } = useTranslation();
  const language = useLanguage();
  const answer = useQuery(myResponseTimeQuery());
  if (!answer.data) return null;
  const { figures, thresholds } = answer.data;
  return (
    <>
      <Figures figures={figures} />
      <p className="mt-3 flex items-start gap-2 text-sm text-ink-muted">
        <Zap aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-300" />
        {figures.quick
          ? t('leads.response.quick')
          : t('leads.response.notQuick', {
              rate: formatPercent(thresholds.minRate, language),
              minutes: formatMinutesExactly(thresholds.maxMedianMinutes, language),
              count: thresholds.minConversations,
            })}
      </p>
    </>
  );
}

/** Each agent's figures, for the office's owner and managers. */
function OfficeSummary({ officeId }: { officeId: number }) {
  const { t } = useTranslation();
  const answer = useQuery(officeResponseTimeQuery(officeId));
  if (!answer.data) return null;
  return (
    <ul className="space-y-3">
      {answer.data.agents.map(({ agent, figures }) => (
        <li key={agent.id}>
          <p className="mb-1 flex items-center gap-2 font-medium" dir="auto">
            {agent.name ?? t('leads.someone')}
            {figures.quick && (
              <Zap
                aria-label={t('catalogue.badges.quickResponder.label')}
                className="size-4 text-amber-600 dark:text-amber-300"
              />
            )}
          </p>
          <Figures figures={figures} />
        </li>
      ))}
    </ul>
  );
}

/** Response rate and median response time over the window, for the inbox's scope. */
export function ResponseSummary({ scope }: { scope: LeadScope }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="lead-response-title"
      className="rounded-[var(--radius-card)] border border-line bg-surface-raised p-4"
      data-testid="response-summary"
    >
      <h2 id="lead-response-title" className="mb-3 flex items-center gap-2 font-bold">
        <Timer aria-hidden className="size-5 text-brand" />
        {scope.kind === 'own' ? t('leads.response.title') : t('leads.response.agents')}
      </h2>
      {scope.kind === 'own' ? <OwnSummary /> : <OfficeSummary officeId={scope.officeId} />}
    </section>
  );
}
