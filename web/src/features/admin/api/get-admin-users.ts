import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, ok } from "../../../lib/api-client";

/** How often the list is refetched while the admin screens are open (spec: 60 s). */
const USERS_REFETCH_MS = 60_000;

/** `GET /api/admin/users`: every user record (admins only). */
const getAdminUsers = () => ok(client.api.admin.users.$get());

export type AdminUser = Awaited<ReturnType<typeof getAdminUsers>>[number];

export const getAdminUsersQueryOptions = () =>
	queryOptions({
		queryKey: ["/api/admin/users"] as const,
		queryFn: getAdminUsers,
		staleTime: 0,
		refetchInterval: USERS_REFETCH_MS,
	});

export const useAdminUsers = () => useQuery(getAdminUsersQueryOptions());
