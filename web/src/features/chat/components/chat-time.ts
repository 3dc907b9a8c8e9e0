import { formatChatTimestamp } from '@shared/chat/timestamps';
import { intlLocale, type Locale } from '@shared/i18n/locales';
import { formatIndiaDate, INDIA_TIME_ZONE } from '@shared/time/india';
import { useCallback } from 'react';
import { useLocale, useT } from '../../../i18n';

/** formatChatTimestamp in the page's language: the time of day in it ('सुबह 8:35'), 'Yesterday' translated; a numeric date reads the same in both. */
export function useChatTimestamp(): (iso: string) => string {
  const t = useT();
  const locale = useLocale();
  return useCallback(
    (iso: string) => {
      const text = formatChatTimestamp(iso, new Date(), locale);
      return text === 'Yesterday' ? t('Yesterday') : text;
    },
    [t, locale],
  );
}

/** A message's full date and time for its tooltip, in India time: English as en-IN writes it, Hindi with its part of the day ('23 नव॰ 2026, सुबह 8:35'). */
export function chatFullTime(iso: string, locale: Locale): string {
  if (locale === 'en') return new Date(iso).toLocaleString(intlLocale.en, { timeZone: INDIA_TIME_ZONE });
  return formatIndiaDate(iso, 'dateTime', locale) ?? '';
}
