import { FlaskConical } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** What the development verifier does with each of its test IDs (docs/operations/identity.md). */
const ROLES = {
  '1000000008': 'citizen',
  '2000000006': 'resident',
  '1000000016': 'rejects',
  '1000000024': 'neverAnswers',
  '1000000032': 'unavailable',
} as const;

const roleOf = (id: string) => (id in ROLES ? ROLES[id as keyof typeof ROLES] : undefined);

/** Only where the development verifier stands in for Nafath: its test IDs and what each one plays. */
export function TestIdsNote({ testIds }: { testIds: string[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <aside
      aria-labelledby={headingId}
      className="mt-8 rounded-lg border border-dashed border-amber-500 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
    >
      <h2 id={headingId} className="flex items-center gap-2 font-bold">
        <FlaskConical aria-hidden className="size-4 shrink-0" />
        {t('identity.testIds.title')}
      </h2>
      <p className="mt-1">{t('identity.testIds.body')}</p>
      <ul className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-2">
        {testIds.map((id) => {
          const role = roleOf(id);
          return (
            <li key={id}>
              <bdi dir="ltr" className="font-mono font-medium select-all">
                {id}
              </bdi>
              {role && <span>: {t(`identity.testIds.${role}`)}</span>}
            </li>
          );
        })}
      </ul>
    </aside>
  );
}
