import { Send, Users } from 'lucide-react';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BROADCAST_BODY_MAX,
  BROADCAST_TITLE_MAX,
  type BroadcastContent,
  type BroadcastSegment,
} from '../../../../../contract/dashboard/notifications';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { formatNumber } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { usePreviewBroadcast, useSendBroadcast } from './api';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { serverFieldErrors } from '../shared/field-errors';
import { useLanguage } from '../shared/use-language';
import { BroadcastSegmentPicker, type SegmentDraft } from './BroadcastSegmentPicker';
import { BroadcastTextField } from './BroadcastTextField';
import { primaryButton, secondaryButton } from '../shared/field-styles';
import { FormAlert } from '../../../components/ui/form/FormAlert';

const EMPTY_CONTENT: BroadcastContent = { titleAr: '', titleEn: '', bodyAr: '', bodyEn: '' };
const EMPTY_SEGMENT: SegmentDraft = { kind: 'all', regionId: '', since: '' };

type Field = keyof BroadcastContent | 'regionId' | 'since';

function toSegment(draft: SegmentDraft): BroadcastSegment | undefined {
  switch (draft.kind) {
    case 'all':
    case 'advertisers':
      return { kind: draft.kind };
    case 'region':
      return draft.regionId ? { kind: 'region', regionId: Number(draft.regionId) } : undefined;
    case 'joinedSince':
      return draft.since ? { kind: 'joinedSince', since: draft.since } : undefined;
  }
}

/**
 * Compose a broadcast in both languages, choose who gets it, count them, then confirm that count:
 * the server refuses the send if the audience has changed since.
 */
export function BroadcastForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const preview = usePreviewBroadcast();
  const send = useSendBroadcast();
  const [content, setContent] = useState(EMPTY_CONTENT);
  const [segment, setSegment] = useState(EMPTY_SEGMENT);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [confirming, setConfirming] = useState(false);
  const server = serverFieldErrors(send.error);
  const count = preview.data?.count;

  const edit = (field: keyof BroadcastContent) => (value: string) =>
    setContent({ ...content, [field]: value });
  const chooseSegment = (next: SegmentDraft) => {
    setSegment(next);
    preview.reset();
  };

  const check = (): BroadcastSegment | undefined => {
    const required = (value: string, message: string) => (value.trim() ? undefined : message);
    const title = t('dashboard.broadcast.titleRequired');
    const body = t('dashboard.broadcast.bodyRequired');
    const next: Partial<Record<Field, string>> = {
      titleAr: required(content.titleAr, title),
      titleEn: required(content.titleEn, title),
      bodyAr: required(content.bodyAr, body),
      bodyEn: required(content.bodyEn, body),
      regionId:
        segment.kind === 'region' && !segment.regionId ? t('dashboard.broadcast.regionRequired') : undefined,
      since:
        segment.kind === 'joinedSince' && !segment.since ? t('dashboard.broadcast.sinceRequired') : undefined,
    };
    setErrors(next);
    return Object.values(next).some(Boolean) ? undefined : toSegment(segment);
  };

  const countRecipients = () => {
    const target = toSegment(segment);
    if (!target) {
      check();
      return;
    }
    preview.mutate(target);
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (check() && count !== undefined && count > 0) setConfirming(true);
  };

  const confirm = () => {
    const target = toSegment(segment);
    setConfirming(false);
    if (!target || count === undefined) return;
    send.mutate(
      { ...content, segment: target, expectedCount: count },
      {
        onSuccess: (answer) => {
          notify.success(t('dashboard.broadcast.sent', { count: formatNumber(answer.sent, language) }));
          setContent(EMPTY_CONTENT);
          setSegment(EMPTY_SEGMENT);
          preview.reset();
        },
        onError: (error) => {
          // The audience changed: the count shown is stale, count again before sending.
          if (error instanceof ApiError && error.status === 409) preview.reset();
        },
      },
    );
  };

  const fieldError = (field: keyof BroadcastContent) => errors[field] ?? server[field];
  const sendError = send.isError && Object.keys(server).length === 0 ? errorMessage(send.error) : undefined;

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="broadcast-compose"
      className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-surface-raised p-4"
    >
      <h2 id="broadcast-compose" className="text-lg font-bold">
        {t('dashboard.broadcast.compose')}
      </h2>
      <p className="text-sm text-ink-muted">{t('dashboard.broadcast.intro')}</p>
      <FormAlert message={sendError} />
      <div className="grid gap-4 lg:grid-cols-2">
        <fieldset className="flex min-w-0 flex-col gap-3">
          <legend className="mb-1 font-medium">{t('dashboard.broadcast.arabic')}</legend>
          <BroadcastTextField
            label={t('dashboard.broadcast.title')}
            lang="ar"
            value={content.titleAr}
            onChange={edit('titleAr')}
            maxLength={BROADCAST_TITLE_MAX}
            error={fieldError('titleAr')}
          />
          <BroadcastTextField
            label={t('dashboard.broadcast.body')}
            lang="ar"
            multiline
            value={content.bodyAr}
            onChange={edit('bodyAr')}
            maxLength={BROADCAST_BODY_MAX}
            error={fieldError('bodyAr')}
          />
        </fieldset>
        <fieldset className="flex min-w-0 flex-col gap-3">
          <legend className="mb-1 font-medium">{t('dashboard.broadcast.english')}</legend>
          <BroadcastTextField
            label={t('dashboard.broadcast.title')}
            lang="en"
            value={content.titleEn}
            onChange={edit('titleEn')}
            maxLength={BROADCAST_TITLE_MAX}
            error={fieldError('titleEn')}
          />
          <BroadcastTextField
            label={t('dashboard.broadcast.body')}
            lang="en"
            multiline
            value={content.bodyEn}
            onChange={edit('bodyEn')}
            maxLength={BROADCAST_BODY_MAX}
            error={fieldError('bodyEn')}
          />
        </fieldset>
      </div>
      <BroadcastSegmentPicker
        value={segment}
        onChange={chooseSegment}
        errors={{ regionId: errors.regionId, since: errors.since }}
      />
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={secondaryButton}
          disabled={preview.isPending}
          onClick={countRecipients}
        >
          <Users aria-hidden className="size-4" />
          {t('dashboard.broadcast.preview')}
        </button>
        <p role="status" className="text-sm font-medium">
          {preview.isError
            ? errorMessage(preview.error)
            : count === undefined
              ? t('dashboard.broadcast.previewFirst')
              : count === 0
                ? t('dashboard.broadcast.nobody')
                : t('dashboard.broadcast.previewCount', { count: formatNumber(count, language) })}
        </p>
        <button
          type="submit"
          className={`${primaryButton} sm:ms-auto`}
          disabled={count === undefined || count === 0 || send.isPending}
        >
          <Send aria-hidden className="size-4 rtl:-scale-x-100" />
          {send.isPending ? t('dashboard.broadcast.sending') : t('dashboard.broadcast.send')}
        </button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('dashboard.broadcast.confirmTitle')}
        body={t('dashboard.broadcast.confirmBody', { count: formatNumber(count ?? 0, language) })}
        confirmLabel={t('dashboard.broadcast.confirmSend', { count: formatNumber(count ?? 0, language) })}
        cancelLabel={t('dashboard.cancel')}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}
