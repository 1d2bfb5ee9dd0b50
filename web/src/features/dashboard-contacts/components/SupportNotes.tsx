import { Form } from '#web/components/ui/form/Form';
import { useTranslation } from 'react-i18next';
import { contactNoteBody, type ContactNote, type ContactNoteBody } from '#contract/dashboard/contacts';
import { Button } from '#web/components/ui/Button';
import { useContractForm } from '#web/components/ui/form/contract-form';
import { showServerErrors } from '#web/components/ui/form/server-errors';
import { fieldsOf } from '#web/components/ui/form/typed-fields';
import { notify } from '#web/lib/browser/notify';
import { useCan } from '#web/lib/session/staff-session';
import { formatDateTime } from '#web/lib/formatting/date-time';
import { useLanguage } from '#web/lib/i18n/i18n';
import { useContactAction } from '../api';

const { TextField } = fieldsOf<ContactNoteBody>();
const NOTE_MAX = 1000;

/** The staff notes on a support message, oldest first, and (with Contacts.Update) a form to add one. */
export function SupportNotes({ contactId, notes }: { contactId: number; notes: ContactNote[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const can = useCan();
  const action = useContactAction(contactId);
  const form = useContractForm(contactNoteBody, { note: '' });

  const submit = ({ note }: ContactNoteBody) =>
    action.mutate(
      { kind: 'note', note },
      {
        onSuccess: () => {
          notify.success(t('dashboard.support.noteAdded'));
          form.reset({ note: '' });
        },
        onError: (error) => {
          const message = showServerErrors(form, error);
          if (message) notify.error(message);
        },
      },
    );

  return (
    <div className="flex flex-col gap-4">
      {notes.length ? (
        <ol className="flex flex-col gap-3">
          {notes.map((item) => (
            <li key={item.id} className="rounded-lg border border-line bg-surface p-3">
              <p dir="auto" className="whitespace-pre-line break-words">
                {item.note}
              </p>
              <p className="mt-1 text-xs text-ink-muted">
                <span dir="ltr">{item.author.email}</span> · {formatDateTime(item.createdAt, language)}
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-ink-muted">{t('dashboard.support.noNotes')}</p>
      )}
      {can('Contacts.Update') && (
        <Form form={form} onSubmit={submit} className="flex flex-col gap-2">
          <TextField name="note" label={t('dashboard.support.newNote')} rows={3} maxLength={NOTE_MAX} />
          <Button type="submit" look="primary" pending={action.isPending} className="self-start">
            {t('dashboard.support.addNote')}
          </Button>
        </Form>
      )}
    </div>
  );
}
