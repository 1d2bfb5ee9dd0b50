import { useTranslation } from 'react-i18next';
import { lookupNames } from '#contract/lookups';
import type { LookupKindName } from '#contract/dashboard/lookups';
import { ChoiceTabs } from '#web/components/back-office/ChoiceTabs';

/** Which of the eight lookup lists the table shows. */
export function LookupKindTabs({
  value,
  onChange,
}: {
  value: LookupKindName;
  onChange: (kind: LookupKindName) => void;
}) {
  const { t } = useTranslation();
  return (
    <ChoiceTabs
      label={t('dashboard.lookups.kindPicker')}
      tabs={lookupNames.map((kind) => ({
        value: kind,
        key: kind,
        label: t(`dashboard.lookups.kinds.${kind}`),
      }))}
      value={value}
      onChange={onChange}
    />
  );
}
