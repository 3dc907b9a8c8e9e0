/**
 * Frames per connection: a token bucket, so a person's bursts (opening a
 * conversation sends a few frames at once) pass and a flood does not. It lives
 * in the Lambda container: on AWS the stage's throttling bounds frames across
 * containers, and messages per user are counted in the table
 * (functions/lib/rate-limit.ts).
 */
export const FRAME_BURST = 20;
export const FRAMES_PER_SECOND = 10;
export const FRAMES_TOO_FAST = 'You are sending too fast. Please wait a moment and try again.';

interface Bucket {
  tokens: number;
  refilledAt: number;
  /** When the connection was last told it is too fast: once a second is enough. */
  warnedAt: number;
}

const MAX_TRACKED_CONNECTIONS = 10_000;
const buckets = new Map<string, Bucket>();

/**
 * Takes one frame from the connection's bucket: 'ok', 'refuse' (tell the
 * client) or 'drop' (told within the last second). `now` is when the frame
 * arrived (API Gateway's requestTimeEpoch), not when it is handled: frames
 * that arrive together are a burst however slowly they are handled, and
 * frames handled out of order never refill the bucket twice.
 */
export function takeFrame(connectionId: string, now = Date.now()): 'ok' | 'refuse' | 'drop' {
  let bucket = buckets.get(connectionId);
  if (!bucket) {
    if (buckets.size >= MAX_TRACKED_CONNECTIONS) buckets.clear();
    bucket = { tokens: FRAME_BURST, refilledAt: now, warnedAt: 0 };
    buckets.set(connectionId, bucket);
  }
  bucket.tokens = Math.min(FRAME_BURST, bucket.tokens + (Math.max(0, now - bucket.refilledAt) / 1000) * FRAMES_PER_SECOND);
  bucket.refilledAt = Math.max(bucket.refilledAt, now);
  if (bucket.tokens >= 1) {
    bucket.tokens -= 1;
    return 'ok';
  }
  if (now - bucket.warnedAt < 1000) return 'drop';
  bucket.warnedAt = now;
  return 'refuse';
}

export function forgetConnection(connectionId: string) {
  buckets.delete(connectionId);
}
