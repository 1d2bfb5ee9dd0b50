import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AbuseKind } from './api';
import { errorMessage } from '../../../lib/api-client';
import { serverFieldErrors } from '../shared/field-errors';
import {
  fieldErrorClass,
  inputClass,
  labelClass,
  primaryButton,
  secondaryButton,
} from '../shared/field-styles';
import { FormAlert } from '../../../components/ui/form/FormAlert';
import { FormDialog } from '../shared/FormDialog';

const MAX_REASON = 500;

/** Confirms hiding a review or a message, with an optional reason kept for staff. */
export function HideDialog({
  kind,
  busy,
  error,
  onHide,
  onClose,
}: {
  kind: AbuseKind;
  busy: boolean;
  error: unknown;
  onHide: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState('');
  const fieldError = serverFieldErrors(error).reason;
  const formError = error && !fieldError ? errorMessage(error) : undefined;

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    onHide(reason.trim());
  };

  return (
    <FormDialog
      title={t(`dashboard.abuse.${kind}.hideTitle`)}
      onSubmit={submit}
      onClose={onClose}
      footer={
        <>
          <button type="button" className={secondaryButton} onClick={onClose}>
            {t('dashboard.cancel')}
          </button>
          <button type="submit" className={primaryButton} disabled={busy}>
            {t('dashboard.abuse.hideConfirm')}
          </button>
        </>
      }
    >
      <p className="text-ink-muted">{t(`dashboard.abuse.${kind}.hideBody`)}</p>
      <FormAlert message={formError} />
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className={labelClass}>
          {t('dashboard.abuse.reason')}
        </label>
        <textarea
          id={id}
          rows={3}
          maxLength={MAX_REASON}
          className={inputClass}
          value={reason}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-error` : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
        {fieldError && (
          <p id={`${id}-error`} className={fieldErrorClass}>
            {fieldError}
          </p>
        )}
      </div>
    </FormDialog>
  );
}
