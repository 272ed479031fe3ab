import { QueryClient } from "@tanstack/react-query";
import { getQueryFn } from "./api-client";

/** Spec §7: no retries, no refetch on focus, no polling, never stale unless a query says so. */
export function createQueryClient(): QueryClient {
	return new QueryClient({
		defaultOptions: {
			queries: {
				queryFn: getQueryFn({ on401: "throw" }),
				retry: false,
				refetchOnWindowFocus: false,
				refetchInterval: false,
				staleTime: Number.POSITIVE_INFINITY,
			},
			mutations: { retry: false },
		},
	});
}
