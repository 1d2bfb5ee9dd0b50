/** The site's links a visitor sees (header row, menu and footer), in order; signed-in ones left out. */
export const SITE_LINKS = {
  ar: [
    'الرئيسية',
    'سكني',
    'صناعي',
    'المميزة',
    'البحث بالخريطة',
    'الوسطاء',
    'آخر ما شاهدته',
    'تواصل معنا',
    'من نحن',
  ],
  en: [
    'Home',
    'Residential',
    'Industrial',
    'Featured',
    'Map search',
    'Agents',
    'Recently viewed',
    'Contact us',
    'About',
  ],
};
