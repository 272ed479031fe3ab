import { QueryClient, type UseMutationOptions } from "@tanstack/react-query";

/** No retries, no refetch on focus, no polling; data never goes stale unless a query says so. */
export function createQueryClient(): QueryClient {
	return new QueryClient({
		defaultOptions: {
			queries: {
				retry: false,
				refetchOnWindowFocus: false,
				refetchInterval: false,
				staleTime: Number.POSITIVE_INFINITY,
			},
			mutations: { retry: false },
		},
	});
}

type AsyncFn = (...args: never[]) => Promise<unknown>;

/** What a mutation hook's caller may add: the options of `useMutation` minus the call itself. */
export type MutationConfig<Fn extends AsyncFn> = Omit<
	UseMutationOptions<Awaited<ReturnType<Fn>>, Error, Parameters<Fn>[0]>,
	"mutationFn"
>;
