import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useIsSignedIn } from '#web/lib/session/auth-state';
import { useToggleFavorite } from '../api';
import { useSendToSignIn } from '#web/lib/session/sign-in-return';

interface FavoriteButtonProps {
  propertyId: number;
  isFavorite: boolean;
  className?: string;
}

/** The heart on cards and details: toggles for signed-in users, asks others to sign in. */
export function FavoriteButton({ propertyId, isFavorite, className = '' }: FavoriteButtonProps) {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  const sendToSignIn = useSendToSignIn();
  const toggle = useToggleFavorite();
  const label = isFavorite ? t('catalogue.favorite.remove') : t('catalogue.favorite.add');
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={isFavorite}
      title={label}
      disabled={toggle.isPending}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        if (!signedIn) {
          sendToSignIn(t('catalogue.favorite.signIn'));
          return;
        }
        toggle.mutate(propertyId);
      }}
      className={`inline-flex size-10 items-center justify-center rounded-full bg-surface-raised/90 text-ink shadow-sm backdrop-blur hover:text-red-600 disabled:opacity-60 ${className}`}
    >
      <Heart aria-hidden className={`size-5 ${isFavorite ? 'fill-red-600 text-red-600' : ''}`} />
    </button>
  );
}
