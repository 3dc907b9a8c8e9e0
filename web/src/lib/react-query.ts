import { QueryClient, type DefaultOptions, type UseMutationOptions } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** A 4xx will not change on retry; network errors, time-outs and 5xx get two more tries. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 408) return false;
  return failureCount < 2;
}

export const queryConfig = {
  queries: {
    staleTime: 60_000,
    refetchOnWindowFocus: false,
    retry: shouldRetry,
  },
  mutations: {
    retry: false,
  },
} satisfies DefaultOptions;

export function createQueryClient() {
  return new QueryClient({ defaultOptions: queryConfig });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyFunction = (...args: any[]) => unknown;

/** The data a fetcher resolves to. */
export type ApiFnReturnType<FnType extends AnyFunction> = Awaited<ReturnType<FnType>>;

/** Extra options a `useX()` query hook accepts (everything but the key and the fetcher). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type QueryConfig<T extends (...args: any[]) => any> = Omit<ReturnType<T>, 'queryKey' | 'queryFn'>;

/** Extra options a `useX()` mutation hook accepts. */
export type MutationConfig<MutationFnType extends AnyFunction> = UseMutationOptions<ApiFnReturnType<MutationFnType>, Error, Parameters<MutationFnType>[0]>;
