import type { ComponentProps } from 'react';
import { MESSAGE_MAX_LENGTH } from '#contract/limits';
import type { useSendMessage } from '../api';

interface MessageTextareaProps extends Omit<
  ComponentProps<'textarea'>,
  'value' | 'onChange' | 'dir' | 'maxLength' | 'readOnly'
> {
  value: string;
  onChange: (text: string) => void;
  /** Its sending: the text stays as it is meanwhile, and a refusal is forgotten once it changes. */
  send: ReturnType<typeof useSendMessage>;
  invalid: boolean;
}

/** What a message says: in the direction it is written, no longer than a message may be. */
export function MessageTextarea({ value, onChange, send, invalid, ...textarea }: MessageTextareaProps) {
  return (
    <textarea
      dir="auto"
      maxLength={MESSAGE_MAX_LENGTH}
      value={value}
      readOnly={send.isPending}
      aria-invalid={invalid ? true : undefined}
      onChange={(event) => {
        onChange(event.target.value);
        if (send.isError) send.reset();
      }}
      {...textarea}
    />
  );
}
