import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { SAVED_SEARCH_NAME_MAX_LENGTH } from '#contract/limits';
import { alertFrequencies } from '#contract/saved-searches';

/** A saved search's name, as long as the server takes, in the direction its words are written. */
export function SearchNameInput(input: ComponentProps<'input'>) {
  return <input maxLength={SAVED_SEARCH_NAME_MAX_LENGTH} required dir="auto" {...input} />;
}

/** How often a saved search alerts, as the options of a <select>. */
export function FrequencyOptions() {
  const { t } = useTranslation();
  return alertFrequencies.map((value) => (
    <option key={value} value={value}>
      {t(`savedSearches.frequency.${value}`)}
    </option>
  ));
}
