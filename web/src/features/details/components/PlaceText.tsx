import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { listSeparator } from '#web/lib/formatting/format';
import type { Language } from '#contract/common';

/**
 * "District، City، Region" with the reader's comma. Each part is isolated: an Arabic district name in
 * an English sentence (or the reverse) must not reorder its neighbours.
 */
export function PlaceText({ parts }: { parts: (string | null | undefined)[] }) {
  const { i18n } = useTranslation();
  const separator = listSeparator(i18n.language as Language);
  const present = parts.filter((part): part is string => Boolean(part));
  return (
    <span>
      {present.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && separator}
          <bdi>{part}</bdi>
        </Fragment>
      ))}
    </span>
  );
}
