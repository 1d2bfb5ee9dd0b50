import { ImagePlus, Trash2 } from 'lucide-react';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AgentAvatar } from './AgentAvatar';
import { fieldErrorClass, secondaryButton } from '../shared/field-styles';

/** `undefined` keeps the current photo, `null` removes it, a File replaces it. */
export type PhotoChoice = File | null | undefined;

interface AgentPhotoFieldProps {
  currentUrl: string | null;
  choice: PhotoChoice;
  onChoose: (choice: PhotoChoice) => void;
  error?: string;
}

export const AGENT_PHOTO_TYPES = 'image/jpeg,image/png,image/webp';

/** Choose a photo with a preview before saving, or remove the current one. */
export function AgentPhotoField({ currentUrl, choice, onChoose, error }: AgentPhotoFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const previewUrl = useMemo(() => (choice ? URL.createObjectURL(choice) : null), [choice]);
  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);
  const shown = choice === null ? null : (previewUrl ?? currentUrl);

  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-medium">{t('dashboard.agents.photo')}</span>
      <div className="flex items-center gap-4">
        <AgentAvatar url={shown} size="size-20" />
        <div className="flex flex-col items-start gap-2">
          <input
            id={inputId}
            type="file"
            accept={AGENT_PHOTO_TYPES}
            className="peer sr-only"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) onChoose(file);
              event.target.value = '';
            }}
          />
          <label
            htmlFor={inputId}
            className={`${secondaryButton} cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-brand`}
          >
            <ImagePlus aria-hidden className="size-4" />
            {shown ? t('dashboard.agents.changePhoto') : t('dashboard.agents.choosePhoto')}
          </label>
          {shown && (
            <button type="button" className={secondaryButton} onClick={() => onChoose(null)}>
              <Trash2 aria-hidden className="size-4" />
              {t('dashboard.agents.removePhoto')}
            </button>
          )}
        </div>
      </div>
      <p className="text-xs text-ink-muted">{t('dashboard.agents.photoHint')}</p>
      {error && <p className={fieldErrorClass}>{error}</p>}
    </div>
  );
}
