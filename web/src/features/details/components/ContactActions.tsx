import { LogIn, MessageCircle, MessageSquareText, Phone } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PropertyDetail } from '#contract/properties';
import { useIsSignedIn } from '#web/lib/auth-state';
import { useSendToSignIn } from '#web/lib/sign-in-return';
import { useSiteOrigin } from '#web/lib/site-origin';
import { shareUrl, telLink, whatsappLink } from '../lib/links';

const loadComposer = () => import('./MessageComposer');
// Only wanted when a visitor writes: it stays out of the details page's first scripts.
const MessageComposer = lazy(() =>
  loadComposer().then(({ MessageComposer }) => ({ default: MessageComposer })),
);

const action =
  'flex h-12 w-full items-center justify-center gap-2 rounded-xl px-4 font-bold transition focus-visible:outline-offset-2';

type Contactable = Pick<PropertyDetail, 'id' | 'category' | 'title' | 'contactPhone' | 'whatsapp'>;

/**
 * Call, WhatsApp and message. A private owner's numbers reach signed-in visitors only (the API leaves
 * them out otherwise), so a signed-out visitor is asked to sign in instead.
 */
export function ContactActions({ property }: { property: Contactable }) {
  const { t } = useTranslation();
  const origin = useSiteOrigin();
  const signedIn = useIsSignedIn();
  // Mounted from the first opening on, so a closed draft is still there when it opens again.
  const [composer, setComposer] = useState<'closed' | 'open'>();
  const toSignIn = useSendToSignIn();
  const whatsapp = property.whatsapp
    ? whatsappLink(
        property.whatsapp,
        t('details.contact.whatsappText', { title: property.title, url: shareUrl(property, origin) }),
      )
    : null;

  return (
    <div className="space-y-2.5">
      {property.contactPhone ? (
        <a
          href={telLink(property.contactPhone)}
          className={`${action} bg-brand text-white hover:bg-brand-strong dark:text-surface`}
        >
          <Phone aria-hidden className="size-5" />
          {t('details.contact.call')}
          <span dir="ltr" className="font-medium">
            {property.contactPhone}
          </span>
        </a>
      ) : (
        !signedIn && (
          <button
            type="button"
            onClick={() => toSignIn(t('details.contact.signInToCall'))}
            className={`${action} bg-brand text-white hover:bg-brand-strong dark:text-surface`}
          >
            <LogIn aria-hidden className="size-5 rtl:-scale-x-100" />
            {t('details.contact.signInToCall')}
          </button>
        )
      )}
      {whatsapp && (
        <a
          href={whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          className={`${action} bg-[#1a7f4b] text-white hover:bg-[#146a3e]`}
        >
          <MessageCircle aria-hidden className="size-5" />
          {t('details.contact.whatsapp')}
        </a>
      )}
      <button
        type="button"
        aria-haspopup={signedIn ? 'dialog' : undefined}
        onPointerEnter={signedIn ? () => void loadComposer() : undefined}
        onFocus={signedIn ? () => void loadComposer() : undefined}
        onClick={() => (signedIn ? setComposer('open') : toSignIn(t('details.contact.signInToMessage')))}
        className={`${action} border border-line bg-surface-raised hover:bg-surface`}
      >
        <MessageSquareText aria-hidden className="size-5" />
        {t('details.contact.message')}
      </button>
      {signedIn && composer && (
        <Suspense fallback={null}>
          <MessageComposer
            property={property}
            open={composer === 'open'}
            onClose={() => setComposer('closed')}
          />
        </Suspense>
      )}
    </div>
  );
}
