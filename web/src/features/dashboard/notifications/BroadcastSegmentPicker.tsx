import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  broadcastSegmentKinds,
  type BroadcastSegmentKind,
} from '../../../../../contract/dashboard/notifications';
import { lookupQuery } from '../../catalogue/api';
import { SelectField } from '../shared/SelectField';
import { TextField } from '../shared/TextField';

/** The segment as the form holds it: every field as typed, turned into a segment on sending. */
export interface SegmentDraft {
  kind: BroadcastSegmentKind;
  regionId: string;
  since: string;
}

const isKind = (value: string): value is BroadcastSegmentKind =>
  broadcastSegmentKinds.some((kind) => kind === value);

interface BroadcastSegmentPickerProps {
  value: SegmentDraft;
  onChange: (next: SegmentDraft) => void;
  errors: { regionId?: string; since?: string };
}

/** Who receives the broadcast: everyone, advertisers, advertisers in a region, or recent sign-ups. */
export function BroadcastSegmentPicker({ value, onChange, errors }: BroadcastSegmentPickerProps) {
  const { t } = useTranslation();
  const regions = useQuery({ ...lookupQuery('region', { PageSize: 100 }), enabled: value.kind === 'region' });
  const regionOptions = (regions.data?.data ?? []).filter((item) => item.parentId === null);

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium">{t('dashboard.broadcast.segment')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {broadcastSegmentKinds.map((kind) => (
          <label
            key={kind}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-line px-3 py-2 text-sm has-[:checked]:border-brand has-[:checked]:bg-brand/5"
          >
            <input
              type="radio"
              name="broadcast-segment"
              value={kind}
              checked={value.kind === kind}
              onChange={(event) => {
                if (isKind(event.target.value)) onChange({ ...value, kind: event.target.value });
              }}
              className="accent-[var(--brand)]"
            />
            {t(`dashboard.broadcast.segments.${kind}`)}
          </label>
        ))}
      </div>
      {value.kind === 'region' && (
        <SelectField
          label={t('dashboard.broadcast.region')}
          className="sm:w-72"
          value={value.regionId}
          error={errors.regionId}
          options={[
            { value: '', label: t('dashboard.broadcast.chooseRegion') },
            ...regionOptions.map((region) => ({ value: String(region.id), label: region.name })),
          ]}
          onChange={(event) => onChange({ ...value, regionId: event.target.value })}
        />
      )}
      {value.kind === 'joinedSince' && (
        <TextField
          label={t('dashboard.broadcast.since')}
          type="date"
          className="sm:w-72"
          value={value.since}
          error={errors.since}
          onChange={(event) => onChange({ ...value, since: event.target.value })}
        />
      )}
    </fieldset>
  );
}
