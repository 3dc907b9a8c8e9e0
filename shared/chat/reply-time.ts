/** How far back the response-time figures look. */
export const REPLY_WINDOW_DAYS = 30;
/** The profile shows a response time only once this many conversations started in the window. */
export const REPLY_MIN_CONVERSATIONS = 5;

export interface ReplySample {
  startedAt: string;
  repliedAt?: string;
}

export interface ReplyStats {
  conversations: number;
  replied: number;
  /** Share of conversations the owner answered, 0–1. */
  replyRate: number;
  /** Median seconds from the customer's first message to the owner's first reply; null without replies. */
  medianReplySeconds: number | null;
  /** 'Usually replies within N hours', once there are enough conversations. */
  label: string | null;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The business's reply figures over the window ending at `now`. */
export function replyStats(samples: readonly ReplySample[], now: Date = new Date()): ReplyStats {
  const since = now.getTime() - REPLY_WINDOW_DAYS * 24 * 60 * 60 * 1000;
  const recent = samples.filter((sample) => Date.parse(sample.startedAt) >= since);
  const waits = recent.filter((sample) => sample.repliedAt).map((sample) => Math.max(0, (Date.parse(sample.repliedAt!) - Date.parse(sample.startedAt)) / 1000));
  const medianReplySeconds = waits.length ? median(waits) : null;
  const hours = medianReplySeconds === null ? null : Math.max(1, Math.ceil(medianReplySeconds / 3600));
  return {
    conversations: recent.length,
    replied: waits.length,
    replyRate: recent.length ? waits.length / recent.length : 0,
    medianReplySeconds,
    label: recent.length >= REPLY_MIN_CONVERSATIONS && hours !== null ? `Usually replies within ${hours} ${hours === 1 ? 'hour' : 'hours'}` : null,
  };
}
