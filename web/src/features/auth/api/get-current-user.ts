import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, ok } from "../../../lib/api-client";

/**
 * `GET /api/auth/user`: the signed-in user, or null when nobody is signed in (a 401 is no error
 * here, nor the beta gate's 403: a share link's visitor without the beta password is signed out).
 */
export async function getCurrentUser() {
	const res = await client.api.auth.user.$get();
	// The 401 and 403 come from the sign-in and beta middleware, which the route's answer types do not list.
	const status: number = res.status;
	if (status === 401 || status === 403) return null;
	return ok(res);
}

export type CurrentUser = NonNullable<Awaited<ReturnType<typeof getCurrentUser>>>;

// A failed call is not asked again by each screen that mounts: the root's spinner would unmount
// them, their remount ask again, and so on for ever.
export const getCurrentUserQueryOptions = () =>
	queryOptions({ queryKey: ["/api/auth/user"] as const, queryFn: getCurrentUser, retry: false, retryOnMount: false });

/**
 * `failed`: the user call failed (not a 401), so whether someone is signed in is unknown; `retry`
 * asks again ('Try again'), `retrying` while it does.
 */
export function useAuth() {
	const { data, isLoading, isError, isFetching, refetch } = useQuery(getCurrentUserQueryOptions());
	return {
		user: data ?? null,
		isLoading,
		isAuthenticated: !!data,
		failed: isError,
		retry: refetch,
		retrying: isError && isFetching,
	};
}
