import { adActivityKinds, type AdActivityKind } from '#contract/ad-activity.js';
import type { Language } from '#contract/common.js';
import type { InsightAdRow, InsightPeriod, RankPlace } from '#contract/insights.js';
import type { PropertyStatus } from '#server/db/schema/index.js';
import type { AppDeps } from '#server/deps.js';
import { csvFile, type CsvCell } from '#server/lib/csv.js';
import { adRows } from './ad-rows.js';
import { countingWindow } from './insight-figures.js';
import type { InsightScope } from './insight-scope.js';

type Words = {
  columns: readonly string[];
  kinds: Record<AdActivityKind, string>;
  statuses: Record<PropertyStatus, string>;
};

const words: Record<Language, Words> = {
  ar: {
    columns: ['رقم الإعلان', 'العنوان', 'الحالة', 'المدينة', 'المعلن'],
    kinds: {
      impression: 'الظهور في النتائج',
      view: 'المشاهدات',
      phoneReveal: 'إظهار الرقم',
      callTap: 'الاتصال',
      whatsappTap: 'واتساب',
      message: 'الرسائل',
      favourite: 'المفضلة',
      share: 'المشاركة',
    },
    statuses: {
      draft: 'مسودة',
      pending: 'قيد المراجعة',
      published: 'منشور',
      rejected: 'مرفوض',
      changesRequested: 'مطلوب تعديلات',
      sold: 'مباع',
      rented: 'مؤجر',
      archived: 'مؤرشف',
      suspended: 'موقوف',
      expired: 'منتهي',
    },
  },
  en: {
    columns: ['Ad number', 'Title', 'Status', 'City', 'Advertiser'],
    kinds: {
      impression: 'Seen in results',
      view: 'Views',
      phoneReveal: 'Number shown',
      callTap: 'Calls',
      whatsappTap: 'WhatsApp',
      message: 'Messages',
      favourite: 'Favourites',
      share: 'Shares',
    },
    statuses: {
      draft: 'Draft',
      pending: 'Under review',
      published: 'Published',
      rejected: 'Rejected',
      changesRequested: 'Changes requested',
      sold: 'Sold',
      rented: 'Rented',
      archived: 'Archived',
      suspended: 'Suspended',
      expired: 'Expired',
    },
  },
};

const rankColumns: Record<Language, readonly string[]> = {
  ar: ['الترتيب بالمشاهدات', 'الترتيب بسعر المتر (1 = الأرخص)', 'عدد الإعلانات المشابهة'],
  en: ['Rank by views', 'Rank by price per m² (1 = cheapest)', 'Similar ads'],
};

const place = (rank: RankPlace | null | undefined): CsvCell => (rank ? `${rank.rank}/${rank.of}` : '');

/** The scope's ads with their counts over the period, as the CSV file the desk downloads. */
export async function exportInsights(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  scope: InsightScope,
  days: InsightPeriod,
  language: Language,
): Promise<{ fileName: string; text: string }> {
  const { window } = countingWindow(deps.clock.now(), days);
  const { rows } = await adRows(deps.db, {
    scope,
    period: window.days,
    today: window.to,
    sort: 'view',
    language,
  });
  const { columns, kinds, statuses } = words[language];
  const header = [...columns, ...adActivityKinds.map((kind) => kinds[kind]), ...rankColumns[language]];
  const line = (row: InsightAdRow): CsvCell[] => [
    row.id,
    row.title,
    statuses[row.status],
    row.city,
    row.ownerName,
    ...adActivityKinds.map((kind) => row.counts[kind]),
    place(row.rank?.byViews),
    place(row.rank?.byPricePerMetre),
    row.rank?.byViews.of,
  ];
  return {
    fileName: `insights-${window.from}-${window.to}.csv`,
    text: csvFile([header, ...rows.map(line)]),
  };
}
