import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '#web/lib/browser/notify';
import type { PropertyDetail } from '#contract/properties';
import { useUpdateProfile } from '#web/entities/account/api';
import { useQuery } from '@tanstack/react-query';
import { useSaveAd, useSubmitAd } from '../api';
import { useLicenceCheck } from '../hooks/use-licence-check';
import { licenceRulesQuery } from './LicenceField';
import { useFieldErrors } from '../hooks/use-field-errors';
import { usePropertyPhotos } from '../hooks/use-property-photos';
import type { Category } from '#web/entities/catalogue/category';
import { emptyFormValues, formValuesOf, type FieldName, type PropertyFormValues } from '../lib/form-values';
import { requestBodyOf } from '../lib/request-body';
import { STEPS, type StepKey } from '../lib/steps';
import { BasicsStep } from './BasicsStep';
import { IndustryDetailsStep } from './IndustryDetailsStep';
import { LocationStep } from './LocationStep';
import { PhotosStep } from './PhotosStep';
import { ResidenceDetailsStep } from './ResidenceDetailsStep';
import { ReviewStep } from './ReviewStep';
import { StepButtons } from './StepButtons';
import { StepIndicator } from './StepIndicator';

interface PropertyFormProps {
  category: Category;
  /** The draft being written (a new ad's, or the draft of changes of a sent one); absent for a new ad. */
  ad?: PropertyDetail;
  /** The owner's WhatsApp number from the profile, which the ad shows. */
  whatsapp: string;
}

const BEFORE_PHOTOS: StepKey[] = ['basics', 'details', 'location'];

/**
 * The five steps of an ad, written in a draft nobody else sees (ADR 0032). The draft is saved when
 * it leaves the location step (photos need its id) and when it is sent, which then submits it. Each
 * save answers 422 with field errors, which show under their fields on their step.
 */
export function PropertyForm({ category, ad, whatsapp }: PropertyFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm<PropertyFormValues>({
    defaultValues: ad ? formValuesOf(ad, whatsapp) : emptyFormValues(whatsapp),
  });
  const [step, setStep] = useState<StepKey>('basics');
  const [reached, setReached] = useState(ad ? STEPS.length - 1 : 0);
  const [propertyId, setPropertyId] = useState(ad?.id);
  const [problem, setProblem] = useState<string>();
  const photos = usePropertyPhotos(propertyId, ad?.media ?? []);
  const save = useSaveAd(category);
  const submit = useSubmitAd();
  const licence = useLicenceCheck(propertyId);
  const licenceRequired = useQuery(licenceRulesQuery()).data?.required ?? true;
  const changesAd = ad?.draftOf !== null && ad?.draftOf !== undefined;
  const updateProfile = useUpdateProfile();
  const { checkSteps, showServerErrors } = useFieldErrors(form, category, licenceRequired);
  const heading = useRef<HTMLHeadingElement>(null);
  const index = STEPS.indexOf(step);

  function goTo(next: StepKey, field?: FieldName) {
    flushSync(() => {
      setStep(next);
      setReached((furthest) => Math.max(furthest, STEPS.indexOf(next)));
    });
    if (field) {
      form.setFocus(field);
      return;
    }
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }

  function refused(error: unknown) {
    const at = showServerErrors(error);
    setProblem(
      at ? t('addProperty.fixFields') : error instanceof Error ? error.message : t('errors.unknown'),
    );
    if (at) goTo(at.step, at.field);
  }

  async function saveAd() {
    try {
      const saved = await save.mutateAsync(requestBodyOf(category, form.getValues(), propertyId));
      setPropertyId(saved.id);
      return saved;
    } catch (error) {
      refused(error);
      return undefined;
    }
  }

  /** The authority's word on the licence before the owner leaves its step: a refusal keeps them there. */
  async function licenceAccepted() {
    const verdict = await licence.check(form.getValues('adLicenseNumber'));
    if (verdict?.status !== 'refused') return true;
    form.setError('adLicenseNumber', { message: verdict.message });
    goTo('basics', 'adLicenseNumber');
    return false;
  }

  async function next() {
    const savesHere = step === 'location';
    const invalid = checkSteps(savesHere ? BEFORE_PHOTOS : [step]);
    if (invalid) {
      goTo(invalid.step, invalid.field);
      return;
    }
    if (step === 'basics' && !(await licenceAccepted())) return;
    if (savesHere && !(await saveAd())) return;
    const following = STEPS[index + 1];
    if (following) goTo(following);
  }

  async function send() {
    const invalid = checkSteps(BEFORE_PHOTOS);
    if (invalid) {
      goTo(invalid.step, invalid.field);
      return;
    }
    const typedWhatsapp = form.getValues('whatsapp').trim();
    if (typedWhatsapp !== whatsapp) {
      try {
        await updateProfile.mutateAsync({ whatsapp: typedWhatsapp });
      } catch (error) {
        refused(error);
        return;
      }
    }
    const saved = await saveAd();
    if (!saved) return;
    let sent;
    try {
      sent = await submit.mutateAsync(saved.id);
    } catch (error) {
      refused(error);
      return;
    }
    const published = sent.status === 'published';
    notify.success(
      changesAd
        ? t(published ? 'addProperty.done.changesPublished' : 'addProperty.done.changesPending')
        : t(published ? 'addProperty.done.published' : 'addProperty.done.pending'),
    );
    void navigate('/my-ads');
  }

  const isLast = step === 'review';
  const forwardLabel = isLast
    ? changesAd
      ? t('addProperty.sendChanges')
      : t('addProperty.send')
    : step === 'location'
      ? t('addProperty.saveAndContinue')
      : t('addProperty.next');

  return (
    <FormProvider {...form}>
      <StepIndicator current={step} reached={reached} onSelect={(target) => goTo(target)} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setProblem(undefined);
          void (isLast ? send() : next());
        }}
        className="rounded-2xl border border-line bg-surface-raised p-5 shadow-sm sm:p-8"
      >
        <h2 ref={heading} tabIndex={-1} className="text-xl font-bold outline-none">
          {t(`addProperty.steps.${step}`)}
        </h2>
        <p className="mt-1 text-ink-muted">{t(`addProperty.stepHints.${step}`)}</p>
        {problem && (
          <p
            role="alert"
            className="mt-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800 dark:border-red-900 dark:bg-red-950/50 dark:text-red-300"
          >
            {problem}
          </p>
        )}
        <div className="mt-6">
          {step === 'basics' && (
            <BasicsStep
              category={category}
              licence={{ verdict: licence.verdict, onLeave: (number) => void licence.check(number) }}
            />
          )}
          {step === 'details' && (category === 1 ? <ResidenceDetailsStep /> : <IndustryDetailsStep />)}
          {step === 'location' && <LocationStep />}
          {step === 'photos' && <PhotosStep photos={photos} />}
          {step === 'review' && <ReviewStep category={category} photos={photos} onEdit={goTo} />}
        </div>
        <StepButtons
          isFirst={index === 0}
          isLast={isLast}
          busy={save.isPending || submit.isPending || updateProfile.isPending}
          forwardLabel={forwardLabel}
          waitingFor={isLast && photos.uploading ? t('addProperty.photos.waitForUploads') : undefined}
          onBack={() => {
            const previous = STEPS[index - 1];
            if (previous) goTo(previous);
          }}
        />
      </form>
    </FormProvider>
  );
}
