import { ImagePlus, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Avatar } from '#web/components/ui/Avatar';
import { Button } from '#web/components/ui/Button';
import { errorClass, labelClass } from '#web/components/ui/form/field-look';
import { useField } from '#web/components/ui/form/use-field';
import type { AgentFormValues } from '../lib/agent-form';

export const AGENT_PHOTO_TYPES = 'image/jpeg,image/png,image/webp';

/** Choose a photo with a preview before saving, or remove the current one; the form holds the choice. */
export function AgentPhotoField({ currentUrl }: { currentUrl: string | null }) {
  const { t } = useTranslation();
  const { control } = useFormContext<AgentFormValues>();
  const { field } = useController({ control, name: 'photo' });
  const { id, error, clearError } = useField<AgentFormValues>('photo');
  const input = useRef<HTMLInputElement>(null);
  const choice = field.value;
  const previewUrl = useMemo(() => (choice ? URL.createObjectURL(choice) : null), [choice]);
  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);
  const shown = choice === null ? null : (previewUrl ?? currentUrl);
  const choose = (next: File | null) => {
    clearError();
    field.onChange(next);
  };

  return (
    <div role="group" aria-labelledby={`${id}-label`} className="flex flex-col gap-2">
      <span id={`${id}-label`} className={labelClass}>
        {t('dashboard.agents.photo')}
      </span>
      <div className="flex items-center gap-4">
        <Avatar imageUrl={shown} size="huge" />
        <div className="flex flex-col items-start gap-2">
          <input
            ref={input}
            id={id}
            type="file"
            accept={AGENT_PHOTO_TYPES}
            hidden
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) choose(file);
              event.target.value = '';
            }}
          />
          <Button
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
            onClick={() => input.current?.click()}
          >
            <ImagePlus aria-hidden className="size-4" />
            {shown ? t('dashboard.agents.changePhoto') : t('dashboard.agents.choosePhoto')}
          </Button>
          {shown && (
            <Button onClick={() => choose(null)}>
              <Trash2 aria-hidden className="size-4" />
              {t('dashboard.agents.removePhoto')}
            </Button>
          )}
        </div>
      </div>
      <p id={`${id}-hint`} className="text-xs text-ink-muted">
        {t('dashboard.agents.photoHint')}
      </p>
      {error && (
        <p id={`${id}-error`} className={errorClass}>
          {error}
        </p>
      )}
    </div>
  );
}
