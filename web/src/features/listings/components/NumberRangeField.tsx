import { useTranslation } from 'react-i18next';
import { NumberField } from './NumberField';

interface NumberRangeFieldProps {
  legend: string;
  min: string | undefined;
  max: string | undefined;
  onChange: (bound: 'min' | 'max', value: string) => void;
  delay: number;
}

/** "From" and "to" under one legend (price, area). */
export function NumberRangeField({ legend, min, max, onChange, delay }: NumberRangeFieldProps) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      <div className="mt-1 flex gap-3">
        <NumberField
          label={t('listings.filters.from')}
          value={min}
          delay={delay}
          placeholder={t('listings.filters.any')}
          onCommit={(value) => onChange('min', value)}
        />
        <NumberField
          label={t('listings.filters.to')}
          value={max}
          delay={delay}
          placeholder={t('listings.filters.any')}
          onCommit={(value) => onChange('max', value)}
        />
      </div>
    </fieldset>
  );
}
