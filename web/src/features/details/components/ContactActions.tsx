import { LogIn, MessageCircle, MessageSquareText, Phone } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PropertyDetail } from '#contract/properties';
import { useIsSignedIn } from '#web/lib/session/auth-state';
import { useSendToSignIn } from '#web/lib/session/sign-in-return';
import { useSiteOrigin } from '#web/lib/browser/site-origin';
import { sendActivity } from '#web/entities/ad-activity/send-activity';
import { shareUrl, telLink, whatsappLink } from '../lib/links';

const loadComposer = () => import('./MessageComposer');
// Only wanted when a visitor writes: it stays out of the details page's first scripts.
const MessageComposer = lazy(() =>
  loadComposer().then(({ MessageComposer }) => ({ default: MessageComposer })),
);

const looks = {
  card: {
    list: 'space-y-2.5',
    action:
      'flex min-h-12 w-full items-center justify-center gap-2 rounded-xl px-4 py-2 leading-tight font-bold transition focus-visible:outline-offset-2',
  },
  bar: {
    list: 'flex gap-2',
    action:
      'flex h-11 min-w-0 flex-1 items-center justify-center gap-1.5 rounded-xl px-2 text-sm font-bold transition focus-visible:outline-offset-2',
  },
};
const primary = 'bg-brand text-white hover:bg-brand-strong dark:text-surface';
const green = 'bg-[#1a7f4b] text-white hover:bg-[#146a3e]';
const plain = 'border border-line bg-surface-raised hover:bg-surface';

type Contactable = Pick<
  PropertyDetail,
  'id' | 'category' | 'title' | 'contactPhone' | 'whatsapp' | 'hasWhatsapp'
>;

/**
 * Call, WhatsApp and message, as the contact card's stack or the phone's bottom bar. The ad's numbers
 * reach signed-in visitors only (the API leaves them out otherwise, ADR 0024), so a signed-out
 * visitor's tap on any of the three asks them to sign in; WhatsApp shows only when the ad has one.
 */
export function ContactActions({
  property,
  variant = 'card',
}: {
  property: Contactable;
  variant?: keyof typeof looks;
}) {
  const { t } = useTranslation();
  const origin = useSiteOrigin();
  const signedIn = useIsSignedIn();
  // Mounted from the first opening on, so a closed draft is still there when it opens again.
  const [composer, setComposer] = useState<'closed' | 'open'>();
  const { list, action } = looks[variant];
  const inBar = variant === 'bar';
  const toSignIn = useSendToSignIn();
  const whatsapp = property.whatsapp
    ? whatsappLink(
        property.whatsapp,
        t('details.contact.whatsappText', { title: property.title, url: shareUrl(property, origin) }),
      )
    : null;

  return (
    <div className={list}>
      {property.contactPhone ? (
        <a
          href={telLink(property.contactPhone)}
          onClick={() => sendActivity({ kind: 'callTap', propertyIds: [property.id] })}
          className={`${action} ${primary}`}
        >
          <Phone aria-hidden className="size-5 shrink-0" />
          {t('details.contact.call')}
          {!inBar && (
            <span dir="ltr" className="font-medium">
              {property.contactPhone}
            </span>
          )}
        </a>
      ) : (
        !signedIn && (
          <button
            type="button"
            onClick={() => toSignIn(t('details.contact.signInToCall'))}
            className={`${action} ${primary}`}
          >
            {inBar ? (
              <Phone aria-hidden className="size-5 shrink-0" />
            ) : (
              <LogIn aria-hidden className="size-5 shrink-0 rtl:-scale-x-100" />
            )}
            {inBar ? t('details.contact.call') : t('details.contact.signInToCall')}
          </button>
        )
      )}
      {whatsapp ? (
        <a
          href={whatsapp}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => sendActivity({ kind: 'whatsappTap', propertyIds: [property.id] })}
          className={`${action} ${green}`}
        >
          <MessageCircle aria-hidden className="size-5 shrink-0" />
          {t('details.contact.whatsapp')}
        </a>
      ) : (
        !signedIn &&
        property.hasWhatsapp && (
          <button
            type="button"
            onClick={() => toSignIn(t('details.contact.signInToWhatsapp'))}
            className={`${action} ${green}`}
          >
            <MessageCircle aria-hidden className="size-5 shrink-0" />
            {t('details.contact.whatsapp')}
          </button>
        )
      )}
      <button
        type="button"
        aria-haspopup={signedIn ? 'dialog' : undefined}
        onPointerEnter={signedIn ? () => void loadComposer() : undefined}
        onFocus={signedIn ? () => void loadComposer() : undefined}
        onClick={() => (signedIn ? setComposer('open') : toSignIn(t('details.contact.signInToMessage')))}
        className={`${action} ${plain}`}
      >
        <MessageSquareText aria-hidden className="size-5 shrink-0" />
        {inBar ? t('details.contact.messageShort') : t('details.contact.message')}
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
