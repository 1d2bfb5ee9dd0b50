import { ImagePlus } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PHOTO_RULES } from '../hooks/use-property-photos';

/** Drop photos here or pick several with the button; the phone's camera roll opens on mobile. */
export function PhotoDropZone({
  onFiles,
  disabled,
}: {
  onFiles: (files: File[]) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        if (!disabled) onFiles([...event.dataTransfer.files]);
      }}
      className={`flex flex-col items-center rounded-2xl border-2 border-dashed px-6 py-10 text-center transition ${
        over ? 'border-brand bg-brand/10' : 'border-line'
      }`}
    >
      <ImagePlus aria-hidden className="size-10 text-brand" />
      <p className="mt-3 font-medium">{t('addProperty.photos.drop')}</p>
      <p className="mt-1 text-sm text-ink-muted">
        {t('addProperty.photos.rules', { count: PHOTO_RULES.maxCount, size: 10 })}
      </p>
      <button
        type="button"
        disabled={disabled}
        onClick={() => input.current?.click()}
        className="mt-5 inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand px-5 font-bold text-white hover:bg-brand-strong disabled:opacity-60 dark:text-surface"
      >
        {t('addProperty.photos.choose')}
      </button>
      <input
        ref={input}
        type="file"
        multiple
        accept={PHOTO_RULES.types.join(',')}
        className="hidden"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
    </div>
  );
}
