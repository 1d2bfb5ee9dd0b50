import { NotebookPen } from 'lucide-react';
import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LEAD_NOTE_MAX_LENGTH, type Lead } from '#contract/leads';
import { Button } from '#web/components/ui/Button';
import { filterControlClass, filterLabelClass } from '#web/components/ui/form/field-look';
import { ApiError } from '#web/lib/api/api-client';
import { notify } from '#web/lib/browser/notify';
import { useUpdateLead } from './leads-api';

/** The lead's note and reminder date: shown as text, edited in place. */
export function LeadNoteEditor({ lead }: { lead: Lead }) {
  const { t } = useTranslation();
  const id = useId();
  const update = useUpdateLead();
  const [editing, setEditing] = useState(false);
  const [note, setNote] = useState(lead.note);
  const [remindOn, setRemindOn] = useState(lead.remindOn ?? '');
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  const open = () => {
    setNote(lead.note);
    setRemindOn(lead.remindOn ?? '');
    setErrors({});
    setEditing(true);
  };
  const save = (event: SyntheticEvent) => {
    event.preventDefault();
    update.mutate(
      { id: lead.id, note, remindOn: remindOn === '' ? null : remindOn },
      {
        onSuccess: () => {
          notify.success(t('leads.saved'));
          setEditing(false);
        },
        onError: (error) => {
          if (error instanceof ApiError && Object.keys(error.fieldErrors).length > 0)
            setErrors(error.fieldErrors);
          else notify.error(error instanceof ApiError ? error.message : t('leads.loadFailed'));
        },
      },
    );
  };

  if (!editing) {
    return (
      <div className="min-w-0 space-y-1 text-sm">
        {lead.note && <p className="whitespace-pre-line break-words text-ink">{lead.note}</p>}
        <button
          type="button"
          onClick={open}
          className="inline-flex min-h-10 items-center gap-1.5 rounded-lg border border-line px-3 font-medium hover:bg-surface"
        >
          <NotebookPen aria-hidden className="size-4" />
          {t('leads.edit')}
        </button>
      </div>
    );
  }
  return (
    <form onSubmit={save} className="space-y-3 text-sm" data-testid="lead-note-form">
      <div>
        <label htmlFor={`${id}-note`} className={filterLabelClass}>
          {t('leads.noteLabel')}
        </label>
        <textarea
          id={`${id}-note`}
          value={note}
          maxLength={LEAD_NOTE_MAX_LENGTH}
          rows={3}
          dir="auto"
          placeholder={t('leads.notePlaceholder')}
          onChange={(event) => setNote(event.target.value)}
          aria-invalid={errors.note ? true : undefined}
          className={filterControlClass}
        />
        {errors.note && <p className="mt-1 text-red-700 dark:text-red-400">{errors.note[0]}</p>}
      </div>
      <div>
        <label htmlFor={`${id}-remind`} className={filterLabelClass}>
          {t('leads.reminderLabel')}
        </label>
        <input
          id={`${id}-remind`}
          type="date"
          value={remindOn}
          onChange={(event) => setRemindOn(event.target.value)}
          aria-invalid={errors.remindOn ? true : undefined}
          className={`${filterControlClass} w-auto`}
        />
        {errors.remindOn && <p className="mt-1 text-red-700 dark:text-red-400">{errors.remindOn[0]}</p>}
      </div>
      <div className="flex gap-2">
        <Button type="submit" look="primary" pending={update.isPending}>
          {t('leads.save')}
        </Button>
        <Button onClick={() => setEditing(false)}>{t('leads.cancel')}</Button>
      </div>
    </form>
  );
}
