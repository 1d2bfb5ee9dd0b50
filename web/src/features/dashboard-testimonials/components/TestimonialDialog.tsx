import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Language } from '#contract/common';
import type { DashboardTestimonial } from '#contract/dashboard/testimonials';
import { useContractForm } from '#web/components/ui/form/contract-form';
import { FormDialog } from '#web/components/ui/form/FormDialog';
import { useServerAlert } from '#web/components/ui/form/server-errors';
import { notify } from '#web/lib/browser/notify';
import { useSaveTestimonial } from '../api';
import {
  CheckField,
  NumberField,
  SelectField,
  testimonialForm,
  testimonialValuesOf,
  TextField,
} from '../lib/testimonial-form';

const STARS = [5, 4, 3, 2, 1];

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
  const form = useContractForm(testimonialForm, testimonialValuesOf(testimonial));
  const { alert, clearAlert, showRefusal } = useServerAlert(form);

  const submit = (body: z.output<typeof testimonialForm>) => {
    clearAlert();
    save.mutate(body, {
      onSuccess: () => {
        notify.success(t('dashboard.testimonials.saved'));
        onClose();
      },
      onError: showRefusal,
    });
  };

  const languageGroup = (language: Language) => {
    const suffix = language === 'ar' ? 'Ar' : 'En';
    return (
      <fieldset className="flex flex-col gap-3 rounded-xl border border-line p-4">
        <legend className="px-1 font-bold">{t(`dashboard.testimonials.in.${language}`)}</legend>
        <TextField
          name={`authorName${suffix}`}
          label={t('dashboard.testimonials.authorName')}
          lang={language}
        />
        <TextField
          name={`authorRole${suffix}`}
          label={t('dashboard.testimonials.authorRole')}
          lang={language}
        />
        <TextField
          name={`quote${suffix}`}
          label={t('dashboard.testimonials.quote')}
          lang={language}
          rows={4}
        />
      </fieldset>
    );
  };

  return (
    <FormDialog
      title={testimonial ? t('dashboard.testimonials.editTitle') : t('dashboard.testimonials.newTitle')}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      pending={save.isPending}
      alert={alert}
    >
      <p className="text-sm text-ink-muted">{t('dashboard.testimonials.languagesHint')}</p>
      {languageGroup('ar')}
      {languageGroup('en')}
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          name="rating"
          label={t('dashboard.testimonials.rating')}
          placeholder={t('dashboard.testimonials.noRating')}
          choices={STARS.map((stars) => ({
            value: String(stars),
            label: t('dashboard.testimonials.stars', { count: stars }),
          }))}
        />
        <NumberField name="sortOrder" label={t('dashboard.testimonials.sortOrder')} negative />
      </div>
      <CheckField name="isPublished" label={t('dashboard.testimonials.publishOnSave')} />
    </FormDialog>
  );
}
