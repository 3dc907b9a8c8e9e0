import { useResponseTime } from '../api/get-response-time';
import { ClockIcon } from '../../../components/ui/icons';
import { useT } from '../../../i18n';

/** 'Usually replies within N hours', once the business has answered enough Ask conversations (the API's label says when). */
export function ReplyTime({ businessId }: { businessId: string }) {
  const stats = useResponseTime(businessId);
  const t = useT();
  if (!stats.data?.label) return null;
  // The hours as shared/chat/reply-time.ts counts them for the label.
  const seconds = stats.data.medianReplySeconds;
  const hours = seconds === null ? null : Math.max(1, Math.ceil(seconds / 3600));
  return (
    <p className="reply-time">
      <ClockIcon size={16} />
      {hours === null ? stats.data.label : t('{count, plural, one {Usually replies within # hour} other {Usually replies within # hours}}', { count: hours })}
    </p>
  );
}
