import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaffList } from '../staff-list';
import { FilterShell } from '#web/components/ui/filters/FilterShell';
import { SearchField } from '#web/components/ui/filters/SearchField';

export interface PickedStaff {
  id: string;
  name: string;
}

const SEARCH_DELAY_MS = 300;
const SHOWN = 8;

/**
 * A combobox over `GET staff` (name or email): typing lists the matches, choosing one filters by that
 * staff member; the clear button goes back to everyone.
 */
export function StaffPicker({
  label,
  value,
  onChange,
}: {
  label: string;
  value: PickedStaff | undefined;
  onChange: (next: PickedStaff | undefined) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value?.name ?? '');
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const staff = useStaffList({ page: 0, pageSize: SHOWN, sort: 'nameAsc', query }, {});
  const options = open ? (staff.data?.data ?? []) : [];

  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const choose = (index: number) => {
    const picked = options[index];
    if (!picked) return;
    onChange({ id: picked.id, name: picked.fullName });
    setText(picked.fullName);
    setOpen(false);
  };

  const clear = () => {
    onChange(undefined);
    setText('');
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (options.length === 0 ? 0 : (current + step + options.length) % options.length));
    } else if (event.key === 'Enter' && open && options.length > 0) {
      event.preventDefault();
      choose(active);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;

  return (
    <FilterShell id={id} label={label} className="relative w-full sm:w-64">
      {() => (
        <>
          <SearchField
            id={id}
            role="combobox"
            aria-expanded={open}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={open && options[active] ? optionId(active) : undefined}
            autoComplete="off"
            placeholder={t('dashboard.audit.staffPickerAll')}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setActive(0);
              setOpen(true);
              if (value) onChange(undefined);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setOpen(false)}
            onKeyDown={onKeyDown}
            onClear={value ? clear : undefined}
            clearLabel={t('dashboard.audit.staffClear')}
          />
          <ul
            id={listId}
            role="listbox"
            aria-label={label}
            hidden={!open}
            className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-lg border border-line bg-surface-raised py-1 shadow-lg"
          >
            {open && staff.data && options.length === 0 && (
              <li role="presentation" className="px-3 py-2 text-sm text-ink-muted">
                {t('dashboard.audit.staffNoMatch')}
              </li>
            )}
            {options.map((member, index) => (
              <li
                key={member.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={`cursor-pointer px-3 py-2 text-sm ${index === active ? 'bg-brand/10' : ''}`}
                // Chosen on mouse down, before the input's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(index);
                }}
                onMouseEnter={() => setActive(index)}
              >
                <span className="block font-medium">{member.fullName}</span>
                <span dir="ltr" className="block text-start text-xs text-ink-muted">
                  {member.email}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </FilterShell>
  );
}
