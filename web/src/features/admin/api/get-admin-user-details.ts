import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, ok, params } from "../../../lib/api-client";

/** `GET /api/admin/users/{id}/details`: counts, recent adventures and saved places. */
const getAdminUserDetails = (id: string) => ok(client.api.admin.users[":id"].details.$get({ param: params({ id }) }));

const getAdminUserDetailsQueryOptions = (id: string) =>
	queryOptions({
		queryKey: ["/api/admin/users", id, "details"] as const,
		queryFn: () => getAdminUserDetails(id),
		staleTime: 0,
	});

/** Fetched only while `id` is set (the detail dialog is open). */
export const useAdminUserDetails = (id: string | null) =>
	useQuery({ ...getAdminUserDetailsQueryOptions(id ?? ""), enabled: id !== null });
