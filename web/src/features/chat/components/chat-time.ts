import { formatChatTimestamp } from '@shared/chat/timestamps';
import type { Locale } from '@shared/i18n/locales';
import { formatIndiaDate } from '@shared/time/india';
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

/** A message's full date and time for its tooltip, in India time, as the site writes it everywhere ('23 Nov 2026, 8:35 AM'; Hindi with its part of the day, '23 नव॰ 2026, सुबह 8:35'). */
export function chatFullTime(iso: string, locale: Locale): string {
  return formatIndiaDate(iso, 'dateTime', locale) ?? '';
}
