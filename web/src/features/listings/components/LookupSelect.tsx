import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LookupItem } from '#contract/lookups';
import { useLanguage } from '#web/lib/i18n/i18n';
import { lookupQuery, type LookupKind, type LookupQuery } from '#web/entities/catalogue/api';
import { FilterSelect } from '#web/components/ui/filters/FilterSelect';
import { lookupOptions } from '#web/entities/catalogue/lookup-options';

interface LookupSelectProps {
  kind: LookupKind;
  params?: LookupQuery;
  /** Keeps only some entries of the list (regions, not cities). */
  include?: (item: LookupItem) => boolean;
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  /** Shown instead of "any" while the field cannot be used yet. */
  disabledLabel?: string;
  disabled?: boolean;
}

/** A filter whose choices come from a lookup list, named in the reader's language. */
export function LookupSelect({
  kind,
  params = {},
  include = () => true,
  label,
  value,
  onChange,
  disabledLabel,
  disabled = false,
}: LookupSelectProps) {
  const { t } = useTranslation();
  const lookup = useQuery({ ...lookupQuery(kind, params, useLanguage()), enabled: !disabled });
  // A disabled field lists nothing: its params may hash like another field's (undefined drops out).
  const options = lookupOptions((disabled ? [] : (lookup.data?.data ?? [])).filter(include));
  return (
    <FilterSelect
      label={label}
      value={value}
      options={options}
      anyLabel={disabled && disabledLabel ? disabledLabel : t('listings.filters.any')}
      onChange={onChange}
      disabled={disabled}
    />
  );
}
