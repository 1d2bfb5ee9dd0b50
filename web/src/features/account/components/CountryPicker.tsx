import { Command } from 'cmdk';
import { ChevronDown } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countryMatches, dialCountries, type DialCountry } from '#web/lib/formatting/countries';

interface CountryPickerProps {
  value: DialCountry;
  onChange: (country: DialCountry) => void;
}

function Flag({ url }: { url: string | undefined }) {
  return url ? (
    <img
      src={url}
      alt=""
      width={21}
      height={14}
      loading="lazy"
      className="h-3.5 w-[21px] rounded-[2px] shadow-sm"
    />
  ) : (
    <span aria-hidden className="inline-block h-3.5 w-[21px] rounded-[2px] bg-line" />
  );
}

/** The searchable dial-code list of spec §2 (280 px high, at most 300), +966 first. */
export function CountryPicker({ value, onChange }: CountryPickerProps) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    const close = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);
  const nameOf = (country: DialCountry) => (i18n.language === 'ar' ? country.nameAr : country.nameEn);

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={`${t('account.picker.label')}: ${value.dialCode} ${nameOf(value)}`}
        onClick={() => setOpen((isOpen) => !isOpen)}
        className="flex h-12 items-center gap-1.5 rounded-e-lg border-s border-line px-3 hover:bg-surface"
      >
        <Flag url={value.flag} />
        <span dir="ltr" className="font-medium">
          {value.dialCode}
        </span>
        <ChevronDown aria-hidden className="size-4 text-ink-muted" />
      </button>
      {open && (
        <Command
          label={t('account.picker.label')}
          filter={countryMatches}
          className="absolute end-0 top-14 z-30 w-72 overflow-hidden rounded-xl border border-line bg-surface-raised shadow-xl"
        >
          <Command.Input
            autoFocus
            placeholder={t('account.picker.search')}
            className="w-full border-b border-line bg-transparent px-4 py-3 outline-none"
          />
          <Command.List className="h-[280px] max-h-[300px] overflow-y-auto p-1">
            <Command.Empty className="px-4 py-6 text-center text-sm text-ink-muted">
              {t('account.picker.empty')}
            </Command.Empty>
            <Command.Group
              heading={t('account.picker.group')}
              className="text-xs text-ink-muted [&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:py-2"
            >
              {dialCountries.map((country) => (
                <Command.Item
                  key={country.code}
                  value={`${country.dialCode} ${country.nameAr} ${country.nameEn} ${country.code}`}
                  onSelect={() => {
                    onChange(country);
                    setOpen(false);
                  }}
                  className="flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-base text-ink data-[selected=true]:bg-surface"
                >
                  <Flag url={country.flag} />
                  <span className="flex-1">{nameOf(country)}</span>
                  <span dir="ltr" className="text-sm text-ink-muted">
                    {country.dialCode}
                  </span>
                </Command.Item>
              ))}
            </Command.Group>
          </Command.List>
        </Command>
      )}
    </div>
  );
}
