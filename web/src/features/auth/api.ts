import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicConfig } from "../../../../domain/api/config";
import type { CurrentUser, LocalSignIn } from "../../../../domain/user/user";
import { apiJson, getQueryFn } from "../../lib/api-client";

/** `GET /api/auth/user`: a 401 means "no user" (spec §7), never retried. */
export const currentUserQuery = queryOptions({
	queryKey: ["/api/auth/user"] as const,
	queryFn: getQueryFn<CurrentUser>({ on401: "returnNull" }),
	retry: false,
});

export function useAuth() {
	const { data, isLoading } = useQuery(currentUserQuery);
	return { user: data ?? null, isLoading, isAuthenticated: !!data };
}

export const configQuery = queryOptions({
	queryKey: ["/api/config"] as const,
	queryFn: getQueryFn<PublicConfig>({ on401: "throw" }),
});

export function signInLocally(body: LocalSignIn) {
	return apiJson<{ user: CurrentUser; returnTo: string }>("POST", "/api/auth/local", body);
}
