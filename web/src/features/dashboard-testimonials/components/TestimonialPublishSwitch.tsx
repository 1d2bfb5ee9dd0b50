import { useTranslation } from 'react-i18next';

/** Shows a testimonial on the home page or takes it off, at once (no confirmation: it is undone the same way). */
export function TestimonialPublishSwitch({
  published,
  name,
  busy,
  onChange,
}: {
  published: boolean;
  name: string;
  busy: boolean;
  onChange: (published: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={published}
      aria-label={t('dashboard.testimonials.publishToggle', { name })}
      disabled={busy}
      onClick={() => onChange(!published)}
      className="inline-flex items-center gap-2 whitespace-nowrap rounded-full py-1 text-sm disabled:opacity-60"
    >
      <span
        aria-hidden
        className={`relative inline-flex h-5 w-9 shrink-0 rounded-full transition-colors ${published ? 'bg-brand' : 'bg-line ring-1 ring-inset ring-ink-muted'}`}
      >
        <span
          className={`absolute top-0.5 size-4 rounded-full bg-white shadow transition-[inset-inline-start] ${published ? 'start-[1.125rem]' : 'start-0.5'}`}
        />
      </span>
      <span aria-hidden>
        {published ? t('dashboard.testimonials.published') : t('dashboard.testimonials.unpublished')}
      </span>
    </button>
  );
}
