import { latinDigits } from '#contract/digits';

/**
 * What a number field keeps of a keystroke or a paste (spec §5): Arabic-Indic digits become Latin,
 * the Arabic decimal separator (٫) a dot; thousands separators, minus (unless allowed), plus, `e` and
 * anything else are dropped.
 */
export function numberText(raw: string, options: { decimal: boolean; negative?: boolean }): string {
  const latin = latinDigits(raw).replace(/\u066B/g, '.');
  let kept = '';
  for (const char of latin) {
    if (/\d/.test(char)) kept += char;
    else if (char === '.' && options.decimal && !kept.includes('.')) kept += char;
    else if (char === '-' && options.negative && kept === '') kept += char;
  }
  return kept;
}

/** A stored number as the field shows it: a numeric zero shows as empty (spec §5). */
export function textOfNumber(value: number | null | undefined): string {
  return value === null || value === undefined || value === 0 ? '' : String(value);
}
