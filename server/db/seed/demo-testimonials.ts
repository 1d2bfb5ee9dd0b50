import type { AppDeps } from '#server/deps.js';
import { testimonials } from '../schema/index.js';

type Seed = Omit<typeof testimonials.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Invented clients (first name and initial only), so none reads as a real person's endorsement. */
const demoTestimonials: Seed[] = [
  {
    authorNameAr: 'أبو فهد',
    authorNameEn: 'Abu Fahad',
    authorRoleAr: 'رب أسرة، الرياض',
    authorRoleEn: 'Father of four, Riyadh',
    quoteAr:
      'وجدنا فيلا قريبة من مدارس الأولاد خلال أسبوعين. الصور كانت مطابقة للواقع والسعر واضح من البداية.',
    quoteEn:
      'We found a villa near the children’s schools within two weeks. The photos matched the house and the price was clear from the start.',
    rating: 5,
  },
  {
    authorNameAr: 'نورة م.',
    authorNameEn: 'Noura M.',
    authorRoleAr: 'موظفة، جدة',
    authorRoleEn: 'Bank employee, Jeddah',
    quoteAr: 'أعجبني أن رقم الترخيص ظاهر في كل إعلان، فشعرت بالاطمئنان قبل أن أتصل بالمعلن.',
    quoteEn: 'Every ad shows its licence number, so I felt safe before I even called the advertiser.',
    rating: 5,
  },
  {
    authorNameAr: 'سالم ع.',
    authorNameEn: 'Salem A.',
    authorRoleAr: 'صاحب مصنع أغذية، الدمام',
    authorRoleEn: 'Food factory owner, Dammam',
    quoteAr: 'احتجت مستودعًا بارتفاع مناسب وكهرباء كافية، والفلاتر الصناعية اختصرت عليّ البحث كثيرًا.',
    quoteEn:
      'I needed a warehouse with the right clear height and enough power; the industrial filters saved me days.',
    rating: 4,
  },
  {
    authorNameAr: 'ريم خ.',
    authorNameEn: 'Reem K.',
    authorRoleAr: 'مالكة شقق، الخبر',
    authorRoleEn: 'Apartment owner, Khobar',
    quoteAr: 'نشرت إعلان شقتي من الجوال في دقائق، وجاءني أول مستأجر في نفس الأسبوع.',
    quoteEn: 'I posted my apartment from my phone in minutes and had my first tenant that same week.',
    rating: 5,
  },
];

/** Published demo testimonials for a fresh database; called with the demo catalogue. */
export async function seedDemoTestimonials(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<number> {
  const now = deps.clock.now();
  await deps.db.insert(testimonials).values(
    demoTestimonials.map((seed, index) => ({
      ...seed,
      published: true,
      sortOrder: index,
      createdAt: now,
      updatedAt: now,
    })),
  );
  return demoTestimonials.length;
}
