import { useMutation, useQueryClient } from "@tanstack/react-query";
import { client, ok, params } from "../../../lib/api-client";
import type { MutationConfig } from "../../../lib/react-query";
import { getAdventureQueryOptions } from "./get-adventure";
import { getAdventuresQueryOptions } from "./get-adventures";

/** `DELETE /api/adventures/{id}` (owner only), with everything saved in it. */
export const deleteAdventure = (id: string) => ok(client.api.adventures[":id"].$delete({ param: params({ id }) }));

/** Deletes, forgets the adventure, refreshes the list, then runs the caller's `onSuccess`. */
export function useDeleteAdventure({
	mutationConfig,
}: {
	mutationConfig?: MutationConfig<typeof deleteAdventure>;
} = {}) {
	const queryClient = useQueryClient();
	const { onSuccess, ...rest } = mutationConfig ?? {};
	return useMutation({
		...rest,
		mutationFn: deleteAdventure,
		onSuccess: async (...args) => {
			queryClient.removeQueries({ queryKey: getAdventureQueryOptions(args[1]).queryKey });
			await queryClient.invalidateQueries({ queryKey: getAdventuresQueryOptions().queryKey, exact: true });
			await onSuccess?.(...args);
		},
	});
}
