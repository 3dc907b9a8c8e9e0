import { useResponseTime } from '../api/get-response-time';
import { ClockIcon } from '../../../components/ui/icons';

/** 'Usually replies within N hours', once the business has answered enough Ask conversations. */
export function ReplyTime({ businessId }: { businessId: string }) {
  const stats = useResponseTime(businessId);
  if (!stats.data?.label) return null;
  return (
    <p className="reply-time">
      <ClockIcon size={16} />
      {stats.data.label}
    </p>
  );
}
