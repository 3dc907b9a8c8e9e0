import { formatChatTimestamp } from '@shared/chat/timestamps';
import { useCallback } from 'react';
import { useT } from '../../../i18n';

/** formatChatTimestamp in the page's language: 'Yesterday' translated; a time of day and a numeric date read the same in both. */
export function useChatTimestamp(): (iso: string) => string {
  const t = useT();
  return useCallback(
    (iso: string) => {
      const text = formatChatTimestamp(iso);
      return text === 'Yesterday' ? t('Yesterday') : text;
    },
    [t],
  );
}
