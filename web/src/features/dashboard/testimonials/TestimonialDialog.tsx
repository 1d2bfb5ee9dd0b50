import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardTestimonial } from '../../../../../contract/dashboard/testimonials';
import { notify } from '../../../lib/notify';
import { useSaveTestimonial } from './api';
import { errorMessage } from '../../../lib/api-client';
import { serverFieldErrors } from '../shared/field-errors';
import { labelClass, primaryButton, secondaryButton } from '../shared/field-styles';
import { FormAlert } from '../../../components/ui/form/FormAlert';
import { FormDialog } from '../shared/FormDialog';
import { SelectField } from '../shared/SelectField';
import { TextAreaField } from '../shared/TextAreaField';
import { TextField } from '../shared/TextField';
import type { Language } from '../../../../../contract/common';

type TextFieldName =
  'authorNameAr' | 'authorNameEn' | 'authorRoleAr' | 'authorRoleEn' | 'quoteAr' | 'quoteEn';
type Field = TextFieldName | 'rating' | 'sortOrder';

const MAX_QUOTE = 600;
const MAX_NAME = 100;

/** Adds or edits a testimonial; each text in Arabic, English or both (the site falls back to the other). */
export function TestimonialDialog({
  testimonial,
  onClose,
}: {
  testimonial?: DashboardTestimonial;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveTestimonial(testimonial?.id);
  const [values, setValues] = useState<Record<Field, string>>({
    authorNameAr: testimonial?.authorNameAr ?? '',
    authorNameEn: testimonial?.authorNameEn ?? '',
    authorRoleAr: testimonial?.authorRoleAr ?? '',
    authorRoleEn: testimonial?.authorRoleEn ?? '',
    quoteAr: testimonial?.quoteAr ?? '',
    quoteEn: testimonial?.quoteEn ?? '',
    rating: testimonial?.rating ? String(testimonial.rating) : '',
    sortOrder: String(testimonial?.sortOrder ?? 0),
  });
  const [published, setPublished] = useState(testimonial?.isPublished ?? false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const serverErrors = serverFieldErrors(save.error);
  const errorOf = (field: Field) => errors[field] ?? serverErrors[field];
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const noName = !values.authorNameAr.trim() && !values.authorNameEn.trim();
    const noQuote = !values.quoteAr.trim() && !values.quoteEn.trim();
    const sortOrder = Number(values.sortOrder);
    const next: Partial<Record<Field, string>> = {
      authorNameAr: noName ? t('dashboard.testimonials.nameRequired') : undefined,
      authorNameEn: noName ? t('dashboard.testimonials.nameRequired') : undefined,
      quoteAr: noQuote ? t('dashboard.testimonials.quoteRequired') : undefined,
      quoteEn: noQuote ? t('dashboard.testimonials.quoteRequired') : undefined,
      sortOrder: Number.isInteger(sortOrder) ? undefined : t('dashboard.testimonials.sortOrderInvalid'),
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;

    save.mutate(
      {
        authorNameAr: values.authorNameAr.trim() || null,
        authorNameEn: values.authorNameEn.trim() || null,
        authorRoleAr: values.authorRoleAr.trim() || null,
        authorRoleEn: values.authorRoleEn.trim() || null,
        quoteAr: values.quoteAr.trim() || null,
        quoteEn: values.quoteEn.trim() || null,
        rating: values.rating ? Number(values.rating) : null,
        sortOrder,
        isPublished: published,
      },
      {
        onSuccess: () => {
          notify.success(t('dashboard.testimonials.saved'));
          onClose();
        },
      },
    );
  };

  const languageGroup = (language: Language) => {
    const suffix = language === 'ar' ? 'Ar' : 'En';
    const dir = language === 'ar' ? 'rtl' : 'ltr';
    const name = `authorName${suffix}` as const;
    const role = `authorRole${suffix}` as const;
    const quote = `quote${suffix}` as const;
    return (
      <fieldset className="flex flex-col gap-3 rounded-xl border border-line p-4">
        <legend className="px-1 font-bold">{t(`dashboard.testimonials.in.${language}`)}</legend>
        <TextField
          label={t('dashboard.testimonials.authorName')}
          dir={dir}
          lang={language}
          maxLength={MAX_NAME}
          value={values[name]}
          onChange={set(name)}
          error={errorOf(name)}
        />
        <TextField
          label={t('dashboard.testimonials.authorRole')}
          dir={dir}
          lang={language}
          maxLength={MAX_NAME}
          value={values[role]}
          onChange={set(role)}
          error={errorOf(role)}
        />
        <TextAreaField
          label={t('dashboard.testimonials.quote')}
          dir={dir}
          lang={language}
          maxLength={MAX_QUOTE}
          value={values[quote]}
          onChange={set(quote)}
          error={errorOf(quote)}
        />
      </fieldset>
    );
  };

  return (
    <FormDialog
      title={testimonial ? t('dashboard.testimonials.editTitle') : t('dashboard.testimonials.newTitle')}
      onSubmit={submit}
      onClose={onClose}
      footer={
        <>
          <button type="button" className={secondaryButton} onClick={onClose}>
            {t('dashboard.cancel')}
          </button>
          <button type="submit" className={primaryButton} disabled={save.isPending}>
            {t('dashboard.save')}
          </button>
        </>
      }
    >
      <FormAlert
        message={
          save.isError && Object.keys(serverErrors).length === 0 ? errorMessage(save.error) : undefined
        }
      />
      <p className="text-sm text-ink-muted">{t('dashboard.testimonials.languagesHint')}</p>
      {languageGroup('ar')}
      {languageGroup('en')}
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={t('dashboard.testimonials.rating')}
          value={values.rating}
          onChange={set('rating')}
          error={errorOf('rating')}
          options={[
            { value: '', label: t('dashboard.testimonials.noRating') },
            ...[5, 4, 3, 2, 1].map((stars) => ({
              value: String(stars),
              label: t('dashboard.testimonials.stars', { count: stars }),
            })),
          ]}
        />
        <TextField
          label={t('dashboard.testimonials.sortOrder')}
          type="number"
          inputMode="numeric"
          step={1}
          dir="ltr"
          value={values.sortOrder}
          onChange={set('sortOrder')}
          error={errorOf('sortOrder')}
        />
      </div>
      <label className={`flex items-center gap-2 ${labelClass}`}>
        <input
          type="checkbox"
          className="size-4 accent-brand"
          checked={published}
          onChange={(event) => setPublished(event.target.checked)}
        />
        {t('dashboard.testimonials.publishOnSave')}
      </label>
    </FormDialog>
  );
}
