/** The accounts that own the demo ads: the company (agent-managed ads) and five private owners. */
export const demoOwners = [
  {
    phoneNumber: '+966500000100',
    dialCode: '+966',
    fullName: 'منزل العقارية',
    preferredLanguage: 'ar' as const,
  },
  {
    phoneNumber: '+966500000101',
    dialCode: '+966',
    fullName: 'عبدالله الشهري',
    preferredLanguage: 'ar' as const,
  },
  {
    phoneNumber: '+966500000102',
    dialCode: '+966',
    fullName: 'نورة القحطاني',
    preferredLanguage: 'ar' as const,
  },
  {
    phoneNumber: '+966500000103',
    dialCode: '+966',
    fullName: 'Faisal Al-Harbi',
    preferredLanguage: 'en' as const,
  },
  {
    phoneNumber: '+966500000104',
    dialCode: '+966',
    fullName: 'سارة الدوسري',
    preferredLanguage: 'ar' as const,
  },
  {
    phoneNumber: '+966500000105',
    dialCode: '+966',
    fullName: 'ماجد العتيبي',
    preferredLanguage: 'ar' as const,
  },
];
