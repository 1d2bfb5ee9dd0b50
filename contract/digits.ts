const ARABIC_INDIC = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** Digits typed on an Arabic keyboard count as digits. (No zod here: the browser's first load uses it.) */
export const latinDigits = (value: string) =>
  value.replace(ARABIC_INDIC, (digit) => String((digit.charCodeAt(0) & 0xf) % 10));
