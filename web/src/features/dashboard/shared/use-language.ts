import { useTranslation } from 'react-i18next';
import type { Language } from '../../../../../contract/common';

export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'ar';
}
