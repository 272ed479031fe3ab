import { useMutation, useQueryClient } from "@tanstack/react-query";
import { client, ok, params } from "../../../lib/api-client";
import type { MutationConfig } from "../../../lib/react-query";
import { getAdminUsersQueryOptions } from "./get-admin-users";

/** `DELETE /api/admin/users/{id}`: refused (409) for admins and users active within 30 days. */
const deleteAdminUser = (id: string) => ok(client.api.admin.users[":id"].$delete({ param: params({ id }) }));

/** Deletes, then refreshes the list; the caller's `onSuccess` runs afterwards. */
export function useDeleteAdminUser({
	mutationConfig,
}: {
	mutationConfig?: MutationConfig<typeof deleteAdminUser>;
} = {}) {
	const queryClient = useQueryClient();
	const { onSuccess, ...rest } = mutationConfig ?? {};
	return useMutation({
		...rest,
		mutationFn: deleteAdminUser,
		onSuccess: async (...args) => {
			await queryClient.invalidateQueries({ queryKey: getAdminUsersQueryOptions().queryKey });
			await onSuccess?.(...args);
		},
	});
}
