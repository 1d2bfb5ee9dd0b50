import { dictionary as arCore } from './ar-dictionary';
import { dictionary as enCore } from './en-dictionary';
import type { Language } from '#contract/common';

const featureFiles = import.meta.glob<object>(['./features/*.json', '!./features/catalogue.*.json'], {
  eager: true,
  import: 'default',
});

/** Each screen's texts in one language, under the screen's name (`features/<name>.<language>.json`). */
const featuresIn = (language: Language): Record<string, object> =>
  Object.fromEntries(
    Object.entries(featureFiles).flatMap(([file, texts]): [string, object][] => {
      const [, name = '', fileLanguage] = /\/(\w+)\.(ar|en)\.json$/.exec(file) ?? [];
      return fileLanguage === language ? [[name, texts]] : [];
    }),
  );

/** Every text of the website and the back-office, shared and lazy, as the app holds them (tests read it whole). */
export const everyText = {
  ar: { ...featuresIn('ar'), ...arCore },
  en: { ...featuresIn('en'), ...enCore },
};

/** `{ "a.b": text }` for every text of a dictionary. */
export function flatTexts(value: unknown, prefix = ''): Map<string, unknown> {
  if (typeof value !== 'object' || value === null) return new Map([[prefix, value]]);
  return new Map(
    Object.entries(value).flatMap(([key, child]) => [...flatTexts(child, prefix ? `${prefix}.${key}` : key)]),
  );
}
