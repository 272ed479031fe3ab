import { QueryClient, type UseMutationOptions } from "@tanstack/react-query";

/**
 * No retries, no refetch on focus, no polling; data never goes stale unless a query says so. Calls
 * run whatever the browser says of its connection (`networkMode: "always"`): without one they fail
 * at once and the screen says so with 'Try again', instead of waiting, paused, for ever.
 */
export function createQueryClient(): QueryClient {
	return new QueryClient({
		defaultOptions: {
			queries: {
				retry: false,
				refetchOnWindowFocus: false,
				refetchInterval: false,
				staleTime: Number.POSITIVE_INFINITY,
				networkMode: "always",
			},
			mutations: { retry: false, networkMode: "always" },
		},
	});
}

type AsyncFn = (...args: never[]) => Promise<unknown>;

/** What a mutation hook's caller may add: the options of `useMutation` minus the call itself. */
export type MutationConfig<Fn extends AsyncFn> = Omit<
	UseMutationOptions<Awaited<ReturnType<Fn>>, Error, Parameters<Fn>[0]>,
	"mutationFn"
>;
