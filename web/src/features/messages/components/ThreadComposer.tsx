import { useId, useRef, useState, type SubmitEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX_LENGTH } from '#contract/limits';
import { useSendMessage } from '#web/entities/conversation/api';
import { sendErrorText } from '#web/entities/conversation/send-error';
import { CharacterCounter } from '#web/entities/conversation/components/CharacterCounter';
import { MessageTextarea } from '#web/entities/conversation/components/MessageTextarea';
import { SendIcon } from '#web/entities/conversation/components/SendIcon';

/** The counter shows once a reply gets this close to the limit. */
const COUNTER_FROM = MESSAGE_MAX_LENGTH - 200;

/** On touch screens Enter is the keyboard's only way to a new line; the button sends. */
const enterSends = () => window.matchMedia('(pointer: fine)').matches;

/**
 * The reply box under a conversation. Enter sends, Shift+Enter starts a new line, and an Enter that
 * ends an input-method composition (Arabic, Chinese, ... keyboards) only ends it.
 */
export function ThreadComposer({ propertyId, receiverId }: { propertyId: number; receiverId: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const textRef = useRef<HTMLTextAreaElement>(null);
  const composing = useRef(false);
  const hintId = useId();
  const counterId = useId();
  const errorId = useId();
  const send = useSendMessage();
  const error = send.isError ? sendErrorText(send.error, t) : null;
  const empty = text.trim().length === 0;
  const showCounter = text.length >= COUNTER_FROM;

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = text.trim();
    if (!message || send.isPending) return;
    send.mutate(
      { propertyId, message, receiverId },
      {
        onSuccess: () => {
          setText('');
          textRef.current?.focus();
        },
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.altKey) return;
    if (event.nativeEvent.isComposing || composing.current) return;
    if (!enterSends() && !event.ctrlKey && !event.metaKey) return;
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
  };

  const describedBy = [hintId, showCounter && counterId, error && errorId].filter(Boolean).join(' ');

  return (
    <form
      onSubmit={submit}
      noValidate
      className="sticky bottom-0 z-10 border-t border-line bg-surface-raised/95 px-3 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur sm:px-4"
    >
      {error && (
        <p id={errorId} role="alert" className="mb-2 text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      <div className="flex items-end gap-2">
        <label htmlFor={`${hintId}-text`} className="sr-only">
          {t('messages.composer.replyLabel')}
        </label>
        <MessageTextarea
          ref={textRef}
          id={`${hintId}-text`}
          rows={1}
          value={text}
          onChange={setText}
          send={send}
          invalid={Boolean(error)}
          placeholder={t('messages.composer.replyPlaceholder')}
          aria-describedby={describedBy}
          onKeyDown={onKeyDown}
          onCompositionStart={() => {
            composing.current = true;
          }}
          onCompositionEnd={() => {
            // Safari sends the Enter that ends a composition after compositionend.
            setTimeout(() => {
              composing.current = false;
            });
          }}
          className="block max-h-40 min-h-11 w-full resize-none rounded-2xl border border-line bg-surface px-4 py-2 leading-relaxed field-sizing-content placeholder:text-ink-muted/80 focus-visible:border-brand"
        />
        <button
          type="submit"
          disabled={empty || send.isPending}
          aria-label={send.isPending ? t('messages.composer.sending') : t('messages.composer.send')}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand text-white hover:bg-brand-strong disabled:cursor-not-allowed disabled:opacity-50 dark:text-surface"
        >
          <SendIcon pending={send.isPending} />
        </button>
      </div>
      <div className="mt-1 flex items-center justify-between gap-2 px-1">
        <p id={hintId} className="hidden text-xs text-ink-muted pointer-fine:block">
          {t('messages.composer.keyboardHint')}
        </p>
        {showCounter && <CharacterCounter id={counterId} length={text.length} />}
      </div>
    </form>
  );
}
