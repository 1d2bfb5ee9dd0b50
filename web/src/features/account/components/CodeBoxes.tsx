import { OTPInput, type SlotProps } from 'input-otp';
import type { Ref } from 'react';
import { phoneDigits } from '#web/lib/formatting/countries';

export const CODE_LENGTH = 5;
/** Latin and Arabic-Indic digits: what a person types on either keyboard. */
const DIGITS = '^[0-9\u0660-\u0669\u06F0-\u06F9]*$';

function Slot({ char, isActive }: SlotProps) {
  return (
    <div
      data-slot
      className={`flex size-14 items-center justify-center rounded-xl border-2 bg-surface-raised text-2xl font-bold ${isActive ? 'border-brand' : 'border-line'}`}
    >
      {char}
    </div>
  );
}

interface CodeBoxesProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** The fifth digit is in: the code submits itself. */
  onComplete?: (value: string) => void;
  /** The one input behind the boxes: focusing it with no value puts the caret in the first box. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * Five boxes for the SMS code (spec §5), laid out left to right even in Arabic: digits only, the next
 * box takes focus as you type, backspace goes back, a pasted text keeps its first five digits.
 */
export function CodeBoxes({ id, value, onChange, onComplete, ref }: CodeBoxesProps) {
  return (
    <div dir="ltr">
      <OTPInput
        id={id}
        ref={ref}
        maxLength={CODE_LENGTH}
        value={value}
        onChange={onChange}
        {...(onComplete ? { onComplete } : {})}
        pattern={DIGITS}
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus
        pasteTransformer={(pasted) => phoneDigits(pasted).slice(0, CODE_LENGTH)}
        containerClassName="flex justify-center gap-3"
        render={({ slots }) => (
          <>
            {slots.map((slot, index) => (
              <Slot key={index} {...slot} />
            ))}
          </>
        )}
      />
    </div>
  );
}
