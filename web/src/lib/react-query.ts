import { useDeferredValue } from 'react';
import { QueryClient, type DefaultOptions, type UseMutationOptions, type UseQueryResult } from '@tanstack/react-query';
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

/**
 * A query's result whose data, when it arrives after the page has loaded, renders in the background. React Query hands
 * results over through useSyncExternalStore, whose updates React renders and commits at once: a list fetched in the
 * browser (reviews, related products, an events section) was one long task on a phone, input waiting behind it. Deferred,
 * React renders it in slices that yield to the browser; meanwhile the result reads as before (pending, or its previous data).
 */
export function useDeferredResult<Result extends UseQueryResult<unknown, unknown>>(result: Result): Result {
  const data = useDeferredValue(result.data);
  if (data === result.data) return result;
  const previous: Result = data === undefined ? { ...result, data, status: 'pending', isPending: true, isLoading: true, isSuccess: false } : { ...result, data };
  return previous;
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
