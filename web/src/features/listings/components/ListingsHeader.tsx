import { useTranslation } from 'react-i18next';
import { LIST_SCREENS, type ScreenKind } from '../list-kinds';

/** The screen's title and one line on what it lists. */
export function ListingsHeader({ kind }: { kind: ScreenKind }) {
  const { t } = useTranslation();
  return (
    <header className="mb-5">
      <h1 className="text-2xl font-bold sm:text-3xl">{t(`pages.${LIST_SCREENS[kind].title}`)}</h1>
      <p className="mt-1 text-ink-muted">{t(`listings.lead.${kind}`)}</p>
    </header>
  );
}
