import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactNote } from '../../../../../contract/dashboard/contacts';
import { notify } from '../../../lib/notify';
import { useContactAction } from './api';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../shared/date-time';
import { serverFieldErrors } from '../shared/field-errors';
import { useCan } from '../../../lib/staff-session';
import { useLanguage } from '../shared/use-language';
import { fieldErrorClass, inputClass, labelClass, primaryButton } from '../shared/field-styles';

const MAX_NOTE = 1000;

/** The staff notes on a support message, oldest first, and (with Contacts.Update) a form to add one. */
export function SupportNotes({ contactId, notes }: { contactId: number; notes: ContactNote[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const can = useCan();
  const id = useId();
  const action = useContactAction(contactId);
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const empty = note.trim().length === 0;
  const fieldError =
    (tried && empty ? t('dashboard.support.noteRequired') : undefined) ??
    serverFieldErrors(action.error).note;

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setTried(true);
    if (empty) return;
    action.mutate(
      { kind: 'note', note: note.trim() },
      {
        onSuccess: () => {
          notify.success(t('dashboard.support.noteAdded'));
          setNote('');
          setTried(false);
        },
        onError: (error) => {
          if (!serverFieldErrors(error).note) notify.error(errorMessage(error));
        },
      },
    );
  };

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
        <form noValidate onSubmit={submit} className="flex flex-col gap-2">
          <label htmlFor={id} className={labelClass}>
            {t('dashboard.support.newNote')}
          </label>
          <textarea
            id={id}
            rows={3}
            maxLength={MAX_NOTE}
            dir="auto"
            className={inputClass}
            value={note}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${id}-error` : undefined}
            onChange={(event) => setNote(event.target.value)}
          />
          {fieldError && (
            <p id={`${id}-error`} className={fieldErrorClass}>
              {fieldError}
            </p>
          )}
          <button type="submit" className={`${primaryButton} self-start`} disabled={action.isPending}>
            {t('dashboard.support.addNote')}
          </button>
        </form>
      )}
    </div>
  );
}
