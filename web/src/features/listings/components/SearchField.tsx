import { Search, X } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedField } from '../hooks/use-debounced-field';

interface SearchFieldProps {
  value: string | undefined;
  onSearch: (query: string) => void;
}

/** Free text over title, description and address; searches once typing pauses. */
export function SearchField({ value, onSearch }: SearchFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useDebouncedField(value ?? '', onSearch, 400);
  return (
    <form
      role="search"
      className="relative min-w-0 flex-1"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t('listings.search.label')}
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-ink-muted"
      />
      <input
        id={id}
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={200}
        value={text}
        placeholder={t('listings.search.placeholder')}
        onChange={(event) => setText(event.target.value)}
        className="h-11 w-full rounded-xl border border-line bg-surface-raised ps-10 pe-10 text-ink placeholder:text-ink-muted [&::-webkit-search-cancel-button]:hidden"
      />
      {text !== '' && (
        <button
          type="button"
          onClick={() => {
            setText('');
            onSearch('');
          }}
          aria-label={t('listings.search.clear')}
          className="absolute end-1 top-1/2 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-full text-ink-muted hover:bg-surface"
        >
          <X aria-hidden className="size-4" />
        </button>
      )}
    </form>
  );
}
