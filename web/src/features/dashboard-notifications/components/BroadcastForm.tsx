import { Send, Users } from 'lucide-react';
import { useState } from 'react';
import { Form } from '#web/components/ui/form/Form';
import { useTranslation } from 'react-i18next';
import type { Language } from '#contract/common';
import { BROADCAST_BODY_MAX, BROADCAST_TITLE_MAX } from '#contract/dashboard/notifications';
import { Button } from '#web/components/ui/Button';
import { ConfirmDialog } from '#web/components/ui/ConfirmDialog';
import { useContractForm } from '#web/components/ui/form/contract-form';
import { FormAlert } from '#web/components/ui/form/FormAlert';
import { useServerAlert } from '#web/components/ui/form/server-errors';
import { ApiError, errorMessage } from '#web/lib/api/api-client';
import { counted } from '#web/lib/formatting/format';
import { notify } from '#web/lib/browser/notify';
import { useLanguage } from '#web/lib/i18n/i18n';
import { usePreviewBroadcast, useSendBroadcast } from '../api';
import { BroadcastSegmentPicker } from './BroadcastSegmentPicker';
import { BroadcastTextField } from './BroadcastTextField';
import { broadcastForm, EMPTY_BROADCAST, segmentDraft, type BroadcastDraft } from '../lib/broadcast-form';

/**
 * Compose a broadcast in both languages, choose who gets it, count them, then confirm that count:
 * the server refuses the send if the audience has changed since.
 */
export function BroadcastForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const preview = usePreviewBroadcast();
  const send = useSendBroadcast();
  const form = useContractForm(broadcastForm, EMPTY_BROADCAST);
  const { alert, clearAlert, showRefusal } = useServerAlert(form);
  /** The checked broadcast waiting for the staff member to confirm its count. */
  const [confirming, setConfirming] = useState<BroadcastDraft>();
  const count = preview.data?.count;

  const countRecipients = async () => {
    if (!(await form.trigger('segment'))) return;
    const segment = segmentDraft.safeParse(form.getValues('segment'));
    if (segment.success) preview.mutate(segment.data);
  };

  const submit = (draft: BroadcastDraft) => {
    if (count !== undefined && count > 0) setConfirming(draft);
  };

  const confirm = () => {
    const draft = confirming;
    setConfirming(undefined);
    if (!draft || count === undefined) return;
    clearAlert();
    send.mutate(
      { ...draft, expectedCount: count },
      {
        onSuccess: (answer) => {
          notify.success(t('dashboard.broadcast.sent', counted(answer.sent, language)));
          form.reset(EMPTY_BROADCAST);
          preview.reset();
        },
        onError: (error) => {
          showRefusal(error);
          // The audience changed: the count shown is stale, count again before sending.
          if (error instanceof ApiError && error.status === 409) preview.reset();
        },
      },
    );
  };

  /** The title and the body in one language. */
  const languageGroup = (language: Language) => {
    const suffix = language === 'ar' ? 'Ar' : 'En';
    return (
      <fieldset className="flex min-w-0 flex-col gap-3">
        <legend className="mb-1 font-medium">
          {t(language === 'ar' ? 'dashboard.broadcast.arabic' : 'dashboard.broadcast.english')}
        </legend>
        <BroadcastTextField
          name={`title${suffix}`}
          label={t('dashboard.broadcast.title')}
          lang={language}
          maxLength={BROADCAST_TITLE_MAX}
        />
        <BroadcastTextField
          name={`body${suffix}`}
          label={t('dashboard.broadcast.body')}
          lang={language}
          multiline
          maxLength={BROADCAST_BODY_MAX}
        />
      </fieldset>
    );
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-labelledby="broadcast-compose"
      className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line bg-surface-raised p-4"
    >
      <h2 id="broadcast-compose" className="text-lg font-bold">
        {t('dashboard.broadcast.compose')}
      </h2>
      <p className="text-sm text-ink-muted">{t('dashboard.broadcast.intro')}</p>
      <FormAlert message={alert} />
      <div className="grid gap-4 lg:grid-cols-2">
        {languageGroup('ar')}
        {languageGroup('en')}
      </div>
      <BroadcastSegmentPicker onChange={preview.reset} />
      <div className="flex flex-wrap items-center gap-3">
        <Button pending={preview.isPending} onClick={() => void countRecipients()}>
          <Users aria-hidden className="size-4" />
          {t('dashboard.broadcast.preview')}
        </Button>
        <p role="status" className="text-sm font-medium">
          {preview.isError
            ? errorMessage(preview.error)
            : count === undefined
              ? t('dashboard.broadcast.previewFirst')
              : count === 0
                ? t('dashboard.broadcast.nobody')
                : t('dashboard.broadcast.previewCount', counted(count, language))}
        </p>
        <Button
          type="submit"
          look="primary"
          className="sm:ms-auto"
          pending={send.isPending}
          disabled={count === undefined || count === 0}
        >
          <Send aria-hidden className="size-4 rtl:-scale-x-100" />
          {send.isPending ? t('dashboard.broadcast.sending') : t('dashboard.broadcast.send')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming !== undefined}
        title={t('dashboard.broadcast.confirmTitle')}
        body={t('dashboard.broadcast.confirmBody', counted(count ?? 0, language))}
        confirmLabel={t('dashboard.broadcast.confirmSend', counted(count ?? 0, language))}
        onConfirm={confirm}
        onCancel={() => setConfirming(undefined)}
      />
    </Form>
  );
}
