import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DuplicateSuspect } from '#contract/dashboard/properties';
import { Badge } from '#web/components/ui/Badge';
import { ReviewCard } from './ReviewCard';
import { statusTones } from '#web/entities/moderated-ad/status';

/** Hashes this close are the same picture resized or recompressed; farther ones (up to the
 * detector's threshold) a very similar one: cropped, retouched. */
const SAME_PHOTO_BITS = 2;

/**
 * The ads this one may copy, each beside it: its title, owner, status and link, and the matching
 * photos paired (this ad's on the start side, the other's on the end side) and called the same or a
 * very similar photo.
 */
export function DuplicatesCard({ suspects }: { suspects: DuplicateSuspect[] }) {
  const { t } = useTranslation();
  return (
    <ReviewCard id="duplicates" title={t('dashboard.properties.duplicatesTitle')}>
      {suspects.length === 0 ? (
        <p className="text-ink-muted">{t('dashboard.properties.noDuplicates')}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {suspects.map((suspect) => (
            <li key={suspect.id} className="rounded-lg border border-amber-400 p-3 dark:border-amber-700">
              <div className="mb-2 flex flex-wrap items-center gap-2">
                <Link
                  to={`/dashboard/properties/${suspect.id}`}
                  className="inline-flex items-center gap-1 font-bold hover:underline"
                  aria-label={t('dashboard.properties.openSuspect', { id: suspect.id })}
                >
                  <ExternalLink aria-hidden className="size-4" />
                  <span dir="auto">{suspect.title}</span>
                </Link>
                <Badge
                  tone={statusTones[suspect.status]}
                  label={t(`dashboard.properties.statuses.${suspect.status}`)}
                />
                {suspect.sameLicense && <Badge tone="bad" label={t('dashboard.properties.sameLicense')} />}
                {suspect.sameOwner && <Badge tone="muted" label={t('dashboard.properties.sameOwner')} />}
              </div>
              <p className="mb-2 text-sm text-ink-muted">
                {t('dashboard.properties.number', { id: suspect.id })} ·{' '}
                <bdi>
                  {t('dashboard.properties.ownedBy', {
                    name: suspect.owner.fullName ?? t('dashboard.properties.noName'),
                  })}
                </bdi>
                {suspect.pairs.length > 0 &&
                  ` · ${t('dashboard.properties.matchingPhotos', { count: suspect.pairs.length })}`}
              </p>
              {suspect.pairs.length > 0 && (
                <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
                  {suspect.pairs.map((pair) => (
                    <li key={`${pair.photo.id}-${pair.original.id}`}>
                      <div className="grid grid-cols-2 gap-1 rounded-lg border border-line p-1">
                        <figure>
                          <img
                            src={pair.photo.thumbUrl}
                            alt={t('dashboard.properties.thisAdPhoto')}
                            className="aspect-[4/3] w-full rounded-lg bg-line object-cover"
                          />
                          <figcaption className="text-xs text-ink-muted">
                            {t('dashboard.properties.thisAdPhoto')}
                          </figcaption>
                        </figure>
                        <figure>
                          <img
                            src={pair.original.thumbUrl}
                            alt={t('dashboard.properties.otherAdPhoto', { id: suspect.id })}
                            className="aspect-[4/3] w-full rounded-lg bg-line object-cover"
                          />
                          <figcaption className="text-xs text-ink-muted">
                            {t('dashboard.properties.otherAdPhoto', { id: suspect.id })} ·{' '}
                            {t(
                              pair.distance <= SAME_PHOTO_BITS
                                ? 'dashboard.properties.samePhoto'
                                : 'dashboard.properties.similarPhoto',
                            )}
                          </figcaption>
                        </figure>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      )}
    </ReviewCard>
  );
}
