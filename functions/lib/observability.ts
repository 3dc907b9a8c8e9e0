/**
 * Powertools for AWS Lambda, set up once for every Lambda: a JSON logger
 * (request id, route, caller id, correlation id; never tokens, emails, phone
 * numbers or bodies), EMF metrics in the `Sbiz` namespace, and the X-Ray
 * tracer. On Lambda each log entry is one JSON line; elsewhere (the local
 * stack, scripts) the same logger prints one readable line per entry, metrics
 * are off and the tracer is not loaded.
 */
import { Logger } from '@aws-lambda-powertools/logger';
import type { LogItem } from '@aws-lambda-powertools/logger';
import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import type { Tracer } from '@aws-lambda-powertools/tracer';
import type { MiddlewareObj } from '@middy/core';

const inLambda = Boolean(process.env.AWS_LAMBDA_FUNCTION_NAME);
// Outside Lambda nothing collects EMF from stdout, so metrics would only be noise in the local stack's output.
if (!inLambda) process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';

const levelNames: Record<number, string> = { 4: 'TRACE', 8: 'DEBUG', 12: 'INFO', 16: 'WARN', 20: 'ERROR', 24: 'CRITICAL' };

/** Locally, one line per entry: `12:04:05 INFO  [correlation] route message {rest}`. */
class ReadableLineLogger extends Logger {
  protected override printLog(logLevel: number, log: LogItem): void {
    if (inLambda) return super.printLog(logLevel, log);
    const { timestamp, level, message, correlation_id: correlationId, route, service, sampling_rate, xray_trace_id, ...rest } = log.getAttributes(); // eslint-disable-line @typescript-eslint/no-unused-vars
    const time = typeof timestamp === 'string' ? timestamp.slice(11, 19) : '';
    const present = Object.entries(rest).filter(([, value]) => value !== undefined);
    const extra = present.length
      ? ` ${JSON.stringify(Object.fromEntries(present), (_key, value: unknown) => (value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value))}`
      : '';
    const line = `${time} ${String(level ?? levelNames[logLevel]).padEnd(5)} [${String(correlationId ?? '-')}] ${route ? `${String(route)} ` : ''}${String(message)}${extra}`;
    (logLevel >= 16 ? console.error : console.log)(line);
  }
}

export const logger = new ReadableLineLogger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'sbiz' });
export const metrics = new Metrics({ namespace: process.env.POWERTOOLS_METRICS_NAMESPACE ?? 'Sbiz', serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'sbiz' });
/**
 * The X-Ray tracer and its handler middleware, loaded on Lambda only. The
 * X-Ray SDK turns on async hooks that track the end of every promise: in the
 * local stack, where tracing is off anyway, they made each promise two to
 * three times slower (about a second of a first start).
 */
export const tracer: Tracer | undefined = inLambda ? new (await import('@aws-lambda-powertools/tracer')).Tracer({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'sbiz' }) : undefined;
export const tracingMiddlewares: MiddlewareObj[] = tracer ? [(await import('@aws-lambda-powertools/tracer/middleware')).captureLambdaHandler(tracer)] : [];

/** The business events the dashboard counts (infra/constructs/monitoring.ts searches for these names). */
export type BusinessEvent = 'reviewCreated' | 'quoteRequested' | 'leadCreated' | 'messageSent';

/** Counts one business event in this invocation's metrics (and logs it, without its content). */
export function countBusinessEvent(event: BusinessEvent, count = 1): void {
  metrics.addMetric(event, MetricUnit.Count, count);
  logger.info(event, { count });
}

/** A client's correlation id is kept only when it looks like an id: no spaces, markup or personal data fit. */
const SANE_CORRELATION_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/** The correlation id of a request: the client's `x-correlation-id` when sane, else the gateway's request id. */
export function correlationIdOf(headers: Readonly<Record<string, string | undefined>> | null | undefined, requestId: string | undefined): string {
  const given = Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === 'x-correlation-id')?.[1];
  if (given && SANE_CORRELATION_ID.test(given)) return given;
  return requestId ?? 'none';
}

export { MetricUnit };
