import { Factory, House } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { newAdPath } from '#web/entities/catalogue/category';

/** /add-property/{type} with a type we do not know: ask which kind of ad to post. */
export function CategoryChooser() {
  const { t } = useTranslation();
  const choices = [
    { category: 1 as const, icon: House },
    { category: 2 as const, icon: Factory },
  ];
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('addProperty.chooser.title')}</h1>
      <p className="mt-2 text-ink-muted">{t('addProperty.chooser.body')}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {choices.map(({ category, icon: Icon }) => (
          <li key={category}>
            <Link
              to={newAdPath(category)}
              className="flex h-full flex-col gap-3 rounded-2xl border border-line bg-surface-raised p-6 shadow-sm transition hover:border-brand hover:shadow-md"
            >
              <Icon aria-hidden className="size-10 text-brand" />
              <span className="text-lg font-bold">{t(`addProperty.titleNew.${category}`)}</span>
              <span className="text-ink-muted">{t(`addProperty.chooser.describe.${category}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
