/**
 * Arabic counts nouns in six ways (`Intl.PluralRules('ar')`: zero, one, two, few, many, other),
 * English in two (one, other) plus a `_zero` where "No reviews" reads better than "0 reviews".
 */
export const ARABIC_PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export const ENGLISH_PLURAL_FORMS = ['zero', 'one', 'other'] as const;

type ArabicOnlyForm = `${string}_${'two' | 'few' | 'many'}`;

/** The English texts' shape, typed from the Arabic: the same keys without the forms English never picks. */
export type EnglishTexts<Arabic> = {
  [
    Key in keyof Arabic as Key extends ArabicOnlyForm | `${string}_zero` ? never : Key
  ]: Arabic[Key] extends string ? string : EnglishTexts<Arabic[Key]>;
} & { [Key in keyof Arabic as Key extends `${string}_zero` ? Key : never]?: string };
