import { CircleCheck } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MessageItem } from '#contract/messages';
import { notify } from '#web/lib/browser/notify';
import { useSendMessage } from '#web/entities/conversation/api';
import { sendErrorText } from '#web/entities/conversation/send-error';
import { threadPath } from '#web/entities/conversation/paths';
import { CharacterCounter } from '#web/entities/conversation/components/CharacterCounter';
import { MessageTextarea } from '#web/entities/conversation/components/MessageTextarea';
import { SendIcon } from '#web/entities/conversation/components/SendIcon';
import { useModal } from '#web/hooks/use-modal';
import { CloseButton } from '#web/components/ui/CloseButton';

interface MessageComposerProps {
  property: { id: number; title: string };
  open: boolean;
  onClose: () => void;
}

const button =
  'inline-flex h-11 items-center justify-center gap-2 rounded-xl px-5 font-bold transition focus-visible:outline-offset-2';

/**
 * The first message to an ad's owner, from the details page: a sheet on phones, a dialog on wide
 * screens (the native <dialog>: focus trap, Escape and the backdrop come with it). The draft survives
 * closing; once sent, the sheet says so and links to the conversation.
 */
export function MessageComposer({ property, open, onClose }: MessageComposerProps) {
  const { t } = useTranslation();
  const dialogRef = useModal(open);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const titleId = useId();
  const counterId = useId();
  const errorId = useId();
  const [text, setText] = useState('');
  const [sent, setSent] = useState<MessageItem>();
  const send = useSendMessage();
  const focusOnMount = useCallback((node: HTMLElement | null) => node?.focus(), []);
  // A click that started inside (selecting text) and ended on the backdrop does not close it.
  const pressedOnBackdrop = useRef(false);

  useEffect(() => {
    if (open) textRef.current?.focus();
  }, [open]);

  const close = () => {
    if (sent) setSent(undefined);
    send.reset();
    onClose();
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = text.trim();
    if (!message || send.isPending) return;
    send.mutate(
      { propertyId: property.id, message },
      {
        onSuccess: (item) => {
          setSent(item);
          setText('');
          notify.success(t('messages.composer.sent'));
        },
      },
    );
  };

  const error = send.isError ? sendErrorText(send.error, t) : null;
  const empty = text.trim().length === 0;

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={close}
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === dialogRef.current;
      }}
      onClick={(event) => {
        if (pressedOnBackdrop.current && event.target === dialogRef.current) dialogRef.current.close();
      }}
      className="mx-0 mt-auto mb-0 max-h-[92dvh] w-full max-w-full rounded-t-2xl border border-line bg-surface-raised p-0 text-ink shadow-xl backdrop:bg-black/50 sm:m-auto sm:w-[min(92vw,34rem)] sm:rounded-2xl"
    >
      <div className="p-5 sm:p-6">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={titleId} className="text-lg font-bold">
              {t('messages.composer.title')}
            </h2>
            <p dir="auto" className="mt-0.5 truncate text-sm text-ink-muted">
              {t('messages.composer.about', { title: property.title })}
            </p>
          </div>
          <CloseButton
            label={t('messages.composer.close')}
            onClick={() => dialogRef.current?.close()}
            className="size-10 shrink-0 hover:bg-surface"
          />
        </div>

        {sent ? (
          <div role="status" className="mt-6 flex flex-col items-center text-center">
            <CircleCheck aria-hidden className="size-12 text-brand" />
            <p className="mt-3 text-lg font-bold">{t('messages.composer.sent')}</p>
            <p className="mt-1 text-ink-muted">{t('messages.composer.sentBody')}</p>
            <div className="mt-6 flex w-full flex-col gap-2 sm:flex-row sm:justify-center">
              <Link
                ref={focusOnMount}
                to={threadPath(sent.propertyId, sent.receiverId)}
                className={`${button} bg-brand text-white hover:bg-brand-strong dark:text-surface`}
              >
                {t('messages.composer.openThread')}
              </Link>
              <button
                type="button"
                onClick={() => dialogRef.current?.close()}
                className={`${button} border border-line hover:bg-surface`}
              >
                {t('messages.composer.close')}
              </button>
            </div>
          </div>
        ) : (
          <form onSubmit={submit} className="mt-4" noValidate>
            <label htmlFor={`${titleId}-text`} className="mb-1.5 block font-medium">
              {t('messages.composer.label')}
            </label>
            <MessageTextarea
              ref={textRef}
              id={`${titleId}-text`}
              rows={6}
              value={text}
              onChange={setText}
              send={send}
              invalid={Boolean(error)}
              placeholder={t('messages.composer.placeholder')}
              aria-describedby={error ? `${counterId} ${errorId}` : counterId}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                  event.preventDefault();
                  event.currentTarget.form?.requestSubmit();
                }
              }}
              className="block w-full resize-y rounded-xl border border-line bg-surface px-4 py-3 leading-relaxed placeholder:text-ink-muted/80 focus-visible:border-brand"
            />
            <div className="mt-1.5 flex justify-end">
              <CharacterCounter id={counterId} length={text.length} />
            </div>
            {error && (
              <p
                id={errorId}
                role="alert"
                className="mt-2 text-sm font-medium text-red-700 dark:text-red-400"
              >
                {error}
              </p>
            )}
            <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <button
                type="button"
                onClick={() => dialogRef.current?.close()}
                className={`${button} border border-line hover:bg-surface`}
              >
                {t('messages.composer.cancel')}
              </button>
              <button
                type="submit"
                disabled={empty || send.isPending}
                className={`${button} bg-brand text-white hover:bg-brand-strong disabled:cursor-not-allowed disabled:opacity-50 dark:text-surface`}
              >
                <SendIcon pending={send.isPending} />
                {send.isPending ? t('messages.composer.sending') : t('messages.composer.send')}
              </button>
            </div>
          </form>
        )}
      </div>
    </dialog>
  );
}
