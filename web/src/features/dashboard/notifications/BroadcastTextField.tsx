import { useId } from 'react';
import { formatNumber } from '../../../lib/format';
import { useLanguage } from '../shared/use-language';
import { fieldErrorClass, inputClass, labelClass } from '../shared/field-styles';
import type { Language } from '../../../../../contract/common';

interface BroadcastTextFieldProps {
  label: string;
  /** The language the text is written in: its direction follows. */
  lang: Language;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  multiline?: boolean;
  error?: string;
}

/** One text of the broadcast, in one language, with how many characters are left. */
export function BroadcastTextField(props: BroadcastTextFieldProps) {
  const id = useId();
  const language = useLanguage();
  const describedBy = `${id}-count${props.error ? ` ${id}-error` : ''}`;
  const shared = {
    id,
    lang: props.lang,
    dir: props.lang === 'ar' ? 'rtl' : 'ltr',
    value: props.value,
    maxLength: props.maxLength,
    className: inputClass,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': describedBy,
  } as const;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className={labelClass}>
          {props.label}
        </label>
        <span id={`${id}-count`} className="text-xs text-ink-muted">
          {formatNumber(props.value.length, language)}/{formatNumber(props.maxLength, language)}
        </span>
      </div>
      {props.multiline ? (
        <textarea {...shared} rows={3} onChange={(event) => props.onChange(event.target.value)} />
      ) : (
        <input {...shared} type="text" onChange={(event) => props.onChange(event.target.value)} />
      )}
      {props.error && (
        <p id={`${id}-error`} className={fieldErrorClass}>
          {props.error}
        </p>
      )}
    </div>
  );
}
