import { BadgeCheck, ShieldCheck, Zap } from 'lucide-react';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdvertiserBadge } from '#contract/advertiser-badges';
import { TRUST_PATH } from '../paths';
import { useQuickResponderWording } from '../quick-responder-rules';
import { popoverPlace, type PopoverPlace } from './popover-place';

const looks = {
  verifiedIdentity: {
    icon: ShieldCheck,
    tone: 'border-emerald-600/30 bg-emerald-50 text-emerald-800 dark:border-emerald-400/30 dark:bg-emerald-950 dark:text-emerald-200',
  },
  licensedBroker: {
    icon: BadgeCheck,
    tone: 'border-brand/30 bg-brand/10 text-brand dark:border-brand/40 dark:bg-brand/20',
  },
  quickResponder: {
    icon: Zap,
    tone: 'border-amber-600/30 bg-amber-50 text-amber-900 dark:border-amber-400/30 dark:bg-amber-950 dark:text-amber-200',
  },
} as const;

/** The "Quick to respond" thresholds as the server applies them, once they are known. */
function QuickResponderRule() {
  const { t } = useTranslation();
  const wording = useQuickResponderWording();
  return wording ? ` ${t('catalogue.badges.quickResponder.rule', wording)}` : null;
}

/** A mouse leaving the badge for its explanation crosses a gap: wait this long before closing. */
const CLOSE_DELAY_MS = 200;

interface TrustBadgeProps {
  kind: AdvertiserBadge;
  /** Smaller, for property cards. */
  compact?: boolean;
}

/**
 * A badge the site vouches for (issue 34): its icon and name; its explanation, with a link to /trust,
 * opens on hover, on keyboard focus and on a tap, and closes on Escape, on a tap elsewhere and when
 * the pointer or the focus leaves. The explanation sits in the top layer (`popover`), so a card's
 * clipping does not cut it; it is phrasing content only (spans), so the badge fits inside any text.
 */
export function TrustBadge({ kind, compact = false }: TrustBadgeProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [place, setPlace] = useState<PopoverPlace>();
  const wrapper = useRef<HTMLSpanElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLSpanElement>(null);
  const closing = useRef<number | undefined>(undefined);
  /** How the last press came: a mouse's click keeps open what its hover opened; a tap or a key toggles. */
  const pressedWith = useRef('');
  const { icon: Icon, tone } = looks[kind];

  const keepOpen = () => window.clearTimeout(closing.current);
  const show = useCallback(() => {
    window.clearTimeout(closing.current);
    setOpen(true);
  }, []);
  const closeSoon = () => {
    closing.current = window.setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };

  useLayoutEffect(() => {
    const element = panel.current;
    if (!element || !trigger.current) return;
    if (!open) {
      if (element.matches(':popover-open')) element.hidePopover();
      return;
    }
    if (!element.matches(':popover-open')) element.showPopover();
    setPlace(
      popoverPlace(
        trigger.current.getBoundingClientRect(),
        element.getBoundingClientRect(),
        i18n.dir() === 'rtl',
      ),
    );
  }, [open, i18n]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!wrapper.current?.contains(target)) setOpen(false);
    };
    const close = () => setOpen(false);
    // Escape closes it wherever the focus is (a hover opens it without moving the focus).
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (wrapper.current?.contains(document.activeElement)) trigger.current?.focus();
      setOpen(false);
    };
    document.addEventListener('keydown', closeOnEscape);
    document.addEventListener('pointerdown', closeOutside);
    window.addEventListener('scroll', close, { passive: true });
    window.addEventListener('resize', close);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('pointerdown', closeOutside);
      window.removeEventListener('scroll', close);
      window.removeEventListener('resize', close);
    };
  }, [open]);

  useEffect(() => () => window.clearTimeout(closing.current), []);

  return (
    <span
      ref={wrapper}
      className="relative z-10 inline-flex"
      onBlur={(event) => {
        if (!wrapper.current?.contains(event.relatedTarget)) setOpen(false);
      }}
      data-badge={kind}
    >
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onPointerDown={(event) => {
          pressedWith.current = event.pointerType;
        }}
        onClick={() => {
          if (pressedWith.current === 'mouse') show();
          else setOpen((was) => !was);
          pressedWith.current = '';
        }}
        onFocus={(event) => {
          if (event.target.matches(':focus-visible')) show();
        }}
        onPointerEnter={(event) => {
          if (event.pointerType === 'mouse') show();
        }}
        onPointerLeave={(event) => {
          if (event.pointerType === 'mouse') closeSoon();
        }}
        className={`inline-flex items-center gap-1 whitespace-nowrap rounded-full border font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${tone} ${
          compact ? 'px-2 py-0.5 text-xs' : 'px-2.5 py-1 text-sm'
        }`}
      >
        <Icon aria-hidden className={compact ? 'size-3.5' : 'size-4'} />
        {t(`catalogue.badges.${kind}.label`)}
      </button>
      <span
        ref={panel}
        id={id}
        popover="manual"
        role="note"
        onPointerEnter={keepOpen}
        onPointerLeave={(event) => {
          if (event.pointerType === 'mouse') closeSoon();
        }}
        style={place ? { top: place.top, insetInlineStart: place.insetInlineStart } : undefined}
        className="fixed m-0 w-72 max-w-[calc(100vw-1rem)] rounded-xl border border-line bg-surface-raised p-4 text-start text-sm leading-relaxed text-ink shadow-lg"
      >
        <span className="flex items-center gap-2 font-bold">
          <Icon aria-hidden className="size-4 shrink-0" />
          {t(`catalogue.badges.${kind}.label`)}
        </span>
        <span className="mt-1 block text-ink-muted">
          {t(`catalogue.badges.${kind}.explain`)}
          {kind === 'quickResponder' && <QuickResponderRule />}
        </span>
        <Link
          to={TRUST_PATH}
          className="mt-2 inline-block font-medium text-brand underline-offset-4 hover:underline"
        >
          {t('catalogue.badges.howWeVerify')}
        </Link>
      </span>
    </span>
  );
}

/** An ad's advertiser badges in a row, or nothing when it has none. */
export function TrustBadges({
  badges,
  compact,
}: {
  badges: readonly AdvertiserBadge[] | undefined;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  if (!badges?.length) return null;
  return (
    <ul aria-label={t('catalogue.badges.list')} className="flex flex-wrap items-center gap-1.5">
      {badges.map((kind) => (
        <li key={kind}>
          <TrustBadge kind={kind} compact={compact} />
        </li>
      ))}
    </ul>
  );
}
