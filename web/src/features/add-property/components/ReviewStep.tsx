import { useTranslation } from 'react-i18next';
import type { PropertyPhotos } from '../hooks/use-property-photos';
import { useReviewRows } from '../hooks/use-review-rows';
import type { Category } from '#web/entities/catalogue/category';
import { CoverPhoto } from '#web/entities/catalogue/components/CoverPhoto';
import type { StepKey } from '../lib/steps';
import { ReviewSection } from './ReviewSection';

interface ReviewStepProps {
  category: Category;
  photos: PropertyPhotos;
  onEdit: (step: StepKey) => void;
}

/** Step 5: everything at a glance before sending the ad for review. */
export function ReviewStep({ category, photos, onEdit }: ReviewStepProps) {
  const { t } = useTranslation();
  const rows = useReviewRows(category);
  const cover = photos.media[0];
  return (
    <div className="space-y-4">
      <ReviewSection
        title={t('addProperty.steps.basics')}
        rows={rows.basics}
        onEdit={() => onEdit('basics')}
      />
      <ReviewSection
        title={t('addProperty.steps.details')}
        rows={rows.details}
        onEdit={() => onEdit('details')}
      />
      <ReviewSection
        title={t('addProperty.steps.location')}
        rows={rows.location}
        onEdit={() => onEdit('location')}
      />
      <ReviewSection title={t('addProperty.steps.photos')} rows={[]} onEdit={() => onEdit('photos')}>
        <div className="mt-3 flex items-center gap-4">
          <div className="aspect-[4/3] w-32 shrink-0 overflow-hidden rounded-lg bg-line/40">
            <CoverPhoto photo={cover} alt={t('addProperty.photos.cover')} />
          </div>
          <p className="text-ink-muted">
            {photos.media.length === 0
              ? t('addProperty.photos.none')
              : t('addProperty.review.photoCount', { n: photos.media.length })}
          </p>
        </div>
      </ReviewSection>
    </div>
  );
}
