import { Search, X } from 'lucide-react';
import type { InputHTMLAttributes } from 'react';
import { filterControlClass } from '../form/field-look';

type SearchFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> & {
  /** Shows a clear button at the end of the field. */
  onClear?: () => void;
  clearLabel?: string;
};

/** A filter's search box: a magnifier at the start, the words, and a clear button when `onClear` is given. */
export function SearchField({ onClear, clearLabel, ...input }: SearchFieldProps) {
  return (
    <div className="relative">
      <Search
        aria-hidden
        className="pointer-events-none absolute inset-y-0 start-3 my-auto size-4 text-ink-muted"
      />
      <input {...input} className={`${filterControlClass} ps-9 ${onClear ? 'pe-10' : ''}`} />
      {onClear && (
        <button
          type="button"
          aria-label={clearLabel}
          title={clearLabel}
          className="absolute inset-y-0 end-0 inline-flex w-10 items-center justify-center text-ink-muted hover:text-ink"
          onClick={onClear}
        >
          <X aria-hidden className="size-4" />
        </button>
      )}
    </div>
  );
}
