import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors } from '../shared/field-errors';
import { errorMessage } from '../../../lib/api-client';
import {
  fieldErrorClass,
  inputClass,
  labelClass,
  primaryButton,
  secondaryButton,
} from '../shared/field-styles';
import { FormAlert } from '../../../components/ui/form/FormAlert';
import { FormDialog } from '../shared/FormDialog';

const MIN_REASON = 3;
const MAX_REASON = 500;

/** Asks why the ad is rejected (3–500 characters, the owner reads it); the server's 422 shows under the field. */
export function RejectDialog({
  busy,
  error,
  onReject,
  onClose,
}: {
  busy: boolean;
  error: unknown;
  onReject: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const length = reason.trim().length;
  const invalid = length < MIN_REASON || length > MAX_REASON;
  const serverError = serverFieldErrors(error).reason;
  const fieldError = tried && invalid ? t('dashboard.properties.rejectReasonLength') : serverError;
  const formError = error && !serverError ? errorMessage(error) : undefined;

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setTried(true);
    if (!invalid) onReject(reason.trim());
  };

  return (
    <FormDialog
      title={t('dashboard.properties.rejectTitle')}
      onSubmit={submit}
      onClose={onClose}
      footer={
        <>
          <button type="button" className={secondaryButton} onClick={onClose}>
            {t('dashboard.cancel')}
          </button>
          <button type="submit" className={primaryButton} disabled={busy}>
            {t('dashboard.properties.rejectConfirm')}
          </button>
        </>
      }
    >
      <FormAlert message={formError} />
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className={labelClass}>
          {t('dashboard.properties.rejectReason')}
        </label>
        <textarea
          id={id}
          rows={4}
          maxLength={MAX_REASON}
          className={inputClass}
          value={reason}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-error` : `${id}-count`}
          onChange={(event) => setReason(event.target.value)}
        />
        <p id={`${id}-count`} className="text-xs text-ink-muted">
          {length} / {MAX_REASON}
        </p>
        {fieldError && (
          <p id={`${id}-error`} className={fieldErrorClass}>
            {fieldError}
          </p>
        )}
      </div>
    </FormDialog>
  );
}
