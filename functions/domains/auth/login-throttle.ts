import { LoginAttemptEntity } from '../../data/entities/login-attempt';
import { TooManyRequestsError } from '../../lib/errors';
import { msg } from '../../../shared/i18n/catalog';

export const MAX_FAILED_LOGINS = 5;
export const FAILED_LOGIN_WINDOW_SECONDS = 15 * 60;

/** Refuses further attempts for an email that failed too often in the current window. */
export async function assertNotThrottled(email: string, now = Date.now()) {
  const { data } = await LoginAttemptEntity.get({ email }).go();
  if (data && data.ttl * 1000 > now && data.failures >= MAX_FAILED_LOGINS) {
    throw new TooManyRequestsError(msg('Too many failed login attempts. Please try again in 15 minutes.'));
  }
}

/** Counts one failure atomically; the window starts at the first failure. */
export async function recordFailedLogin(email: string, now = Date.now()) {
  const windowEnd = Math.floor(now / 1000) + FAILED_LOGIN_WINDOW_SECONDS;
  const { data } = await LoginAttemptEntity.get({ email }).go();
  if (!data || data.ttl * 1000 <= now) {
    await LoginAttemptEntity.put({ email, failures: 1, ttl: windowEnd }).go();
    return;
  }
  await LoginAttemptEntity.patch({ email }).add({ failures: 1 }).go();
}

export async function clearFailedLogins(email: string) {
  await LoginAttemptEntity.delete({ email }).go();
}
