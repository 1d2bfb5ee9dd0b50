import { useQuery } from '@tanstack/react-query';
import type { Language } from '#contract/common';
import { countNoun } from '#contract/counted-nouns';
import type { ResponseThresholds } from '#contract/leads';
import { companyQuery } from '#web/entities/company/api';
import { formatMinutesExactly, formatPercent } from '#web/lib/formatting/format';
import { useLanguage } from '#web/lib/i18n/i18n';

/** The values the "Quick to respond" texts take: `{{rate}}`, `{{duration}}`, `{{conversations}}`, `{{days}}`. */
export type QuickResponderWording = {
  rate: string;
  duration: string;
  conversations: string;
  days: string;
};

/** "80٪", "ساعة واحدة", "5 محادثات", "30 يومًا" / "80%", "1 hour", "5 conversations", "30 days". */
export function quickResponderWording(rules: ResponseThresholds, language: Language): QuickResponderWording {
  return {
    rate: formatPercent(rules.minRate, language),
    duration: formatMinutesExactly(rules.maxMedianMinutes, language),
    conversations: countNoun('conversation', rules.minConversations, language),
    days: countNoun('day', rules.windowDays, language),
  };
}

/**
 * The badge's thresholds as the server applies them, worded for the reader; undefined until they come.
 * They come with the company answer, which every page the server renders is sent with.
 */
export function useQuickResponderWording(): QuickResponderWording | undefined {
  const language = useLanguage();
  const rules = useQuery(companyQuery(language)).data?.quickResponder;
  return rules && quickResponderWording(rules, language);
}
