import { useEffect, useState } from 'react';
import type * as SonnerModule from 'sonner';
import { connectToaster, onToastWanted } from '../lib/browser/notify';
import { useTheme } from '../lib/browser/theme';

type Sonner = typeof SonnerModule;

/** Sonner's distance from the bottom edge, above a contact bar and a compare tray when they show (styles.css). */
const aboveBars = (px: number) => `calc(${px}px + var(--contact-bar, 0px) + var(--compare-tray, 0px))`;

/** Toast settings of spec §9: 4000 ms, at most 3 visible, 14 px gap, bottom-right. Sonner loads with the first toast. */
export function Toasts() {
  const [sonner, setSonner] = useState<Sonner>();
  const theme = useTheme();

  useEffect(() => {
    if (sonner) return;
    let active = true;
    const load = () =>
      void import('sonner').then((module) => {
        if (active) setSonner(module);
      });
    const unsubscribe = onToastWanted(load);
    return () => {
      active = false;
      unsubscribe();
    };
  }, [sonner]);

  useEffect(() => {
    if (!sonner) return;
    return connectToaster((kind, message, extras) => sonner.toast[kind](message, extras));
  }, [sonner]);

  if (!sonner) return null;
  const { Toaster } = sonner;
  return (
    <Toaster
      theme={theme}
      position="bottom-right"
      duration={4000}
      visibleToasts={3}
      gap={14}
      closeButton
      offset={{ bottom: aboveBars(24) }}
      mobileOffset={{ bottom: aboveBars(16) }}
    />
  );
}
