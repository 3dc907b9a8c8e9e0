/**
 * Whether this process is still starting: the local stack marks itself
 * starting until DynamoDB, the gateway and the seed are done, so that
 * /api/health does not answer 200 over a half-seeded table. On Lambda
 * nothing marks it, so it is always ready. Kept on globalThis so that every
 * copy of this module in the process (tsx may load two) sees one flag.
 */
const KEY = Symbol.for('sbiz.readiness');
type Holder = { [KEY]?: { starting: boolean; step: string } };
const holder = globalThis as Holder;

export function markStarting(step: string) {
  holder[KEY] = { starting: true, step };
}

export function markReady() {
  holder[KEY] = { starting: false, step: 'ready' };
}

/** What the stack is doing while it starts, or undefined once it is ready. */
export function startingStep(): string | undefined {
  const state = holder[KEY];
  return state?.starting ? state.step : undefined;
}
