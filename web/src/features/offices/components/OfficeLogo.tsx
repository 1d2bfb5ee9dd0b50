import { Building2 } from 'lucide-react';

/** The office's logo in a square, its proportions kept; a building where it has none. */
export function OfficeLogo({
  url,
  alt,
  size = 'size-20',
}: {
  url: string | null;
  alt: string;
  size?: string;
}) {
  return (
    <span
      className={`${size} flex shrink-0 items-center justify-center overflow-hidden rounded-xl border border-line bg-white`}
    >
      {url ? (
        <img src={url} alt={alt} className="size-full object-contain p-1" />
      ) : (
        <Building2 aria-hidden className="size-1/2 text-brand" />
      )}
    </span>
  );
}
