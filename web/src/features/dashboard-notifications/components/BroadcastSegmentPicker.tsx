import { useQuery } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { broadcastSegmentKinds } from '#contract/dashboard/notifications';
import { controlClass, errorClass } from '#web/components/ui/form/field-look';
import { FieldShell } from '#web/components/ui/form/FieldShell';
import { fieldsOf } from '#web/components/ui/form/typed-fields';
import { useField } from '#web/components/ui/form/use-field';
import { lookupQuery } from '#web/entities/catalogue/api';
import { lookupOptions } from '#web/entities/catalogue/lookup-options';
import type { BroadcastValues } from '../lib/broadcast-form';

const { SelectField } = fieldsOf<BroadcastValues>();

/**
 * Who receives the broadcast: everyone, advertisers, advertisers in a region, or recent sign-ups.
 * `onChange` runs on every change of the segment (the count shown before no longer holds).
 */
export function BroadcastSegmentPicker({ onChange }: { onChange: () => void }) {
  const { t } = useTranslation();
  const { register, getFieldState, formState, clearErrors } = useFormContext<BroadcastValues>();
  const kind = useWatch<BroadcastValues, 'segment.kind'>({ name: 'segment.kind' });
  const regions = useQuery({ ...lookupQuery('region', { PageSize: 100 }), enabled: kind === 'region' });
  const regionChoices = lookupOptions(regions.data?.data.filter((item) => item.parentId === null));
  // A refusal of the whole segment (an unknown region): the server names no field the form shows.
  const segmentError = getFieldState('segment', formState).error?.message;
  const changed = () => {
    clearErrors('segment');
    onChange();
  };

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium">{t('dashboard.broadcast.segment')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {broadcastSegmentKinds.map((value) => (
          <label
            key={value}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-line px-3 py-2 text-sm has-[:checked]:border-brand has-[:checked]:bg-brand/5"
          >
            <input
              type="radio"
              value={value}
              className="accent-[var(--brand)]"
              {...register('segment.kind', { onChange: changed })}
            />
            {t(`dashboard.broadcast.segments.${value}`)}
          </label>
        ))}
      </div>
      {segmentError && <p className={errorClass}>{segmentError}</p>}
      {kind === 'region' && (
        <SelectField
          name="segment.regionId"
          label={t('dashboard.broadcast.region')}
          className="sm:w-72"
          placeholder={t('dashboard.broadcast.chooseRegion')}
          choices={regionChoices}
          onValueChange={changed}
        />
      )}
      {kind === 'joinedSince' && <SinceField label={t('dashboard.broadcast.since')} onChange={changed} />}
    </fieldset>
  );
}

/** The first day of sign-ups, on the browser's own date picker (the kit's TextField has no date type). */
function SinceField({ label, onChange }: { label: string; onChange: () => void }) {
  const { id, error, register } = useField<BroadcastValues>('segment.since');
  const { onChange: registeredChange, ...registered } = register();
  return (
    <FieldShell id={id} error={error} label={label} className="sm:w-72">
      {({ invalid, describedBy }) => (
        <input
          id={id}
          type="date"
          aria-invalid={invalid}
          aria-describedby={describedBy}
          className={`${controlClass(invalid)} h-12`}
          {...registered}
          onChange={(event) => {
            onChange();
            void registeredChange(event);
          }}
        />
      )}
    </FieldShell>
  );
}
