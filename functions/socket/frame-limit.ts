import { countUse } from '../data/entities/rate-limit';

/**
 * Frames per connection: a token bucket, so a person's bursts (opening a
 * conversation sends a few frames at once) pass and a flood does not. The
 * bucket lives in the Lambda container and turns a flood away without a
 * write; on AWS one connection's frames run in as many containers as arrive
 * at once, so what a bucket lets through is counted in the table too, with
 * the other limits (functions/lib/rate-limit.ts).
 */
export const FRAME_BURST = 20;
export const FRAMES_PER_SECOND = 10;
export const FRAMES_TOO_FAST = 'You are sending too fast. Please wait a moment and try again.';
/**
 * A connection's frames a second over all containers: as many as one bucket
 * can pass in a second (its burst and a second's refill), so the table only
 * refuses what several containers let through together.
 */
export const FRAME_LIMIT = { action: 'socketFrames', max: FRAME_BURST + FRAMES_PER_SECOND, windowSeconds: 1 };
export const frameLimitKey = (connectionId: string) => `connection:${connectionId}`;

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
function takeFrame(connectionId: string, now = Date.now()): 'ok' | 'refuse' | 'drop' {
  const bucket = bucketOf(connectionId, now);
  bucket.tokens = Math.min(FRAME_BURST, bucket.tokens + (Math.max(0, now - bucket.refilledAt) / 1000) * FRAMES_PER_SECOND);
  bucket.refilledAt = Math.max(bucket.refilledAt, now);
  if (bucket.tokens >= 1) {
    bucket.tokens -= 1;
    return 'ok';
  }
  return warnOnce(bucket, now);
}

/**
 * Admits one frame: first the container's bucket, then the connection's count
 * in the table over every container. Answers as takeFrame does.
 */
export async function admitFrame(connectionId: string, now = Date.now()): Promise<'ok' | 'refuse' | 'drop'> {
  const local = takeFrame(connectionId, now);
  if (local !== 'ok') return local;
  const counted = await countUse(FRAME_LIMIT, frameLimitKey(connectionId), now);
  return counted.allowed ? 'ok' : warnOnce(bucketOf(connectionId, now), now);
}

function bucketOf(connectionId: string, now: number): Bucket {
  let bucket = buckets.get(connectionId);
  if (!bucket) {
    if (buckets.size >= MAX_TRACKED_CONNECTIONS) buckets.clear();
    bucket = { tokens: FRAME_BURST, refilledAt: now, warnedAt: 0 };
    buckets.set(connectionId, bucket);
  }
  return bucket;
}

/** A refused frame is told once a second (per container); the rest are dropped. */
function warnOnce(bucket: Bucket, now: number): 'refuse' | 'drop' {
  if (now - bucket.warnedAt < 1000) return 'drop';
  bucket.warnedAt = now;
  return 'refuse';
}

export function forgetConnection(connectionId: string) {
  buckets.delete(connectionId);
}
