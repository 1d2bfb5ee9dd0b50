import { CheckCheck, Trash2, Undo2 } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { DashboardContactDetail } from '#contract/dashboard/contacts';
import { Badge } from '#web/components/ui/Badge';
import { Button } from '#web/components/ui/Button';
import { ConfirmDialog } from '#web/components/ui/ConfirmDialog';
import { notify } from '#web/lib/browser/notify';
import { forgetContact, useContact, useContactAction, useDeleteContact } from '../api';
import { PageHeading } from '#web/components/back-office/PageHeading';
import { BackLink } from '#web/components/back-office/BackLink';
import { DetailCard } from '#web/components/back-office/DetailCard';
import { DetailGate } from '#web/components/back-office/DetailGate';
import { SupportNotes } from '../components/SupportNotes';
import { useContactFacts } from '#web/components/back-office/use-contact-facts';
import { FactList } from '#web/components/back-office/FactList';
import { errorMessage } from '#web/lib/api/api-client';
import { formatDateTime } from '#web/lib/formatting/date-time';
import { useCan } from '#web/lib/session/staff-session';
import { useLanguage } from '#web/lib/i18n/i18n';

export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { SupportMessagePage as Component };

const INBOX_PATH = '/dashboard/support';

/** One support message in full, its staff notes, and handled / not handled / delete. */
export function SupportMessagePage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const contact = useContact(id);
  if (!contact.data) {
    return <DetailGate query={contact} backTo={INBOX_PATH} backLabel={t('dashboard.support.backToList')} />;
  }
  return <SupportMessage contact={contact.data} />;
}

function SupportMessage({ contact }: { contact: DashboardContactDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const can = useCan();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const action = useContactAction(contact.id);
  const deletion = useDeleteContact(contact.id);
  const [deleting, setDeleting] = useState(false);
  const contactFacts = useContactFacts(contact);

  const setHandled = (handled: boolean) =>
    action.mutate(
      { kind: handled ? 'handle' : 'unhandle' },
      {
        onSuccess: () =>
          notify.success(handled ? t('dashboard.support.handledDone') : t('dashboard.support.unhandledDone')),
        onError: (error) => notify.error(errorMessage(error)),
      },
    );

  // This page leaves first, then the message leaves the cache: while shown it would be read again.
  const leave = async () => {
    notify.success(t('dashboard.support.deleted'));
    await navigate(INBOX_PATH, { flushSync: true });
    await forgetContact(queryClient, contact.id);
  };
  const remove = () =>
    deletion.mutate(undefined, {
      onSuccess: () => void leave(),
      onError: (error) => notify.error(errorMessage(error)),
      onSettled: () => setDeleting(false),
    });

  return (
    <>
      <BackLink to={INBOX_PATH} label={t('dashboard.support.backToList')} />
      <PageHeading
        title={contact.subject ?? t('dashboard.support.from', { name: contact.fullName })}
        actions={
          <>
            {can('Contacts.Update') && (
              <Button
                look={contact.isHandled ? 'secondary' : 'primary'}
                pending={action.isPending}
                disabled={deletion.isPending}
                onClick={() => setHandled(!contact.isHandled)}
              >
                {contact.isHandled ? (
                  <Undo2 aria-hidden className="size-4 rtl:-scale-x-100" />
                ) : (
                  <CheckCheck aria-hidden className="size-4" />
                )}
                {contact.isHandled
                  ? t('dashboard.support.markUnhandled')
                  : t('dashboard.support.markHandled')}
              </Button>
            )}
            {can('Contacts.Delete') && (
              <Button
                look="danger"
                pending={deletion.isPending}
                disabled={action.isPending}
                onClick={() => setDeleting(true)}
              >
                <Trash2 aria-hidden className="size-4" />
                {t('dashboard.support.delete')}
              </Button>
            )}
          </>
        }
      />
      <div className="mb-4 flex flex-wrap items-center gap-3 text-sm text-ink-muted">
        <Badge
          tone={contact.isHandled ? 'good' : 'waiting'}
          label={contact.isHandled ? t('dashboard.support.handled') : t('dashboard.support.new')}
        />
        {contact.handledAt && contact.handledBy && (
          <span>
            {t('dashboard.support.handledBy', { date: formatDateTime(contact.handledAt, language) })}{' '}
            <span dir="ltr">{contact.handledBy.email}</span>
          </span>
        )}
      </div>
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <div className="flex min-w-0 flex-col gap-4">
          <DetailCard title={t('dashboard.support.message')}>
            <p dir="auto" className="whitespace-pre-line break-words">
              {contact.message}
            </p>
          </DetailCard>
          <DetailCard title={t('dashboard.support.notesTitle')}>
            <SupportNotes contactId={contact.id} notes={contact.notes} />
          </DetailCard>
        </div>
        <DetailCard title={t('dashboard.support.sender')}>
          <FactList
            narrow
            facts={[
              { label: t('dashboard.users.name'), value: <span dir="auto">{contact.fullName}</span> },
              ...contactFacts,
              { label: t('dashboard.support.received'), value: formatDateTime(contact.createdAt, language) },
              {
                label: t('dashboard.users.language'),
                value: t(`dashboard.users.languages.${contact.language}`),
              },
              {
                label: t('dashboard.support.account'),
                value:
                  contact.userId &&
                  (can('Users.Read') ? (
                    <Link to={`/dashboard/users/${contact.userId}`} className="hover:underline">
                      {t('dashboard.support.openAccount')}
                    </Link>
                  ) : (
                    t('dashboard.support.hasAccount')
                  )),
              },
            ]}
          />
        </DetailCard>
      </div>
      {deleting && (
        <ConfirmDialog
          title={t('dashboard.support.deleteTitle')}
          body={t('dashboard.support.deleteBody', { name: contact.fullName })}
          confirmLabel={t('dashboard.support.delete')}
          onCancel={() => setDeleting(false)}
          onConfirm={remove}
        />
      )}
    </>
  );
}
