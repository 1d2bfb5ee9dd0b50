import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

interface HeaderVisibility {
  hidden: boolean;
  setHidden: (hidden: boolean) => void;
}

const HeaderVisibilityContext = createContext<HeaderVisibility>({
  hidden: false,
  setHidden: () => undefined,
});

/** The shared flag of spec §2 that hides the header (for full-screen views such as a photo gallery). */
export function HeaderVisibilityProvider({ children }: { children: ReactNode }) {
  const [hidden, setHidden] = useState(false);
  return <HeaderVisibilityContext value={{ hidden, setHidden }}>{children}</HeaderVisibilityContext>;
}

export function useHeaderHidden(): boolean {
  return useContext(HeaderVisibilityContext).hidden;
}

/** Hides the header while the calling component is mounted. */
export function useHideHeader(hide = true): void {
  const { setHidden } = useContext(HeaderVisibilityContext);
  useEffect(() => {
    if (!hide) return undefined;
    setHidden(true);
    return () => setHidden(false);
  }, [hide, setHidden]);
}
