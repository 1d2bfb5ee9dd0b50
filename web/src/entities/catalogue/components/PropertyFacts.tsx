import { Bath, BedDouble, Ruler, ArrowUpToLine, Zap } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PropertyListItem } from '#contract/properties';
import { formatArea, formatNumber } from '#web/lib/formatting/format';
import type { Language } from '#contract/common';

type Facts = Pick<
  PropertyListItem,
  'category' | 'area' | 'bedrooms' | 'bathrooms' | 'clearHeight' | 'powerCapacityKva'
>;

/**
 * Key facts with icons: area, bedrooms, bathrooms; for industry area, clear height, power. A count or
 * measure only shows when it applies: land has no bedrooms, a yard no clear height (never "0 beds").
 */
const applies = (value: number | null): value is number => value !== null && value > 0;

export function PropertyFacts({ property }: { property: Facts }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const facts: { key: string; icon: ReactNode; label: string; value: string }[] = [
    {
      key: 'area',
      icon: <Ruler aria-hidden className="size-4" />,
      label: t('catalogue.facts.area'),
      value: formatArea(property.area, language),
    },
  ];
  if (property.category === 1) {
    if (applies(property.bedrooms))
      facts.push({
        key: 'bedrooms',
        icon: <BedDouble aria-hidden className="size-4" />,
        label: t('catalogue.facts.bedrooms'),
        value: formatNumber(property.bedrooms, language),
      });
    if (applies(property.bathrooms))
      facts.push({
        key: 'bathrooms',
        icon: <Bath aria-hidden className="size-4" />,
        label: t('catalogue.facts.bathrooms'),
        value: formatNumber(property.bathrooms, language),
      });
  } else {
    if (applies(property.clearHeight))
      facts.push({
        key: 'clearHeight',
        icon: <ArrowUpToLine aria-hidden className="size-4" />,
        label: t('catalogue.facts.clearHeight'),
        value: t('catalogue.facts.meters', { value: formatNumber(property.clearHeight, language, 1) }),
      });
    if (applies(property.powerCapacityKva))
      facts.push({
        key: 'power',
        icon: <Zap aria-hidden className="size-4" />,
        label: t('catalogue.facts.power'),
        value: t('catalogue.facts.kva', { value: formatNumber(property.powerCapacityKva, language) }),
      });
  }
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
      {facts.map((fact) => (
        <li key={fact.key} className="flex items-center gap-1.5" title={fact.label}>
          {fact.icon}
          <span className="sr-only">{fact.label}: </span>
          <span dir="ltr">{fact.value}</span>
        </li>
      ))}
    </ul>
  );
}
