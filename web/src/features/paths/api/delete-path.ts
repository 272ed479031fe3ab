import { useMutation, useQueryClient } from "@tanstack/react-query";
import { client, ok, params } from "../../../lib/api-client";
import type { MutationConfig } from "../../../lib/react-query";
import { getPathsQueryOptions } from "./get-paths";

/** `DELETE /api/paths/{id}` with its stops; the places stay saved (owner only). */
export const deletePath = (pathId: string) => ok(client.api.paths[":id"].$delete({ param: params({ id: pathId }) }));

/** Deletes, refreshes the adventure's paths, then runs the caller's `onSuccess`. */
export function useDeletePath({
	adventureId,
	mutationConfig,
}: {
	adventureId: string;
	mutationConfig?: MutationConfig<typeof deletePath>;
}) {
	const queryClient = useQueryClient();
	const { onSuccess, ...rest } = mutationConfig ?? {};
	return useMutation({
		...rest,
		mutationFn: deletePath,
		onSuccess: async (...args) => {
			await queryClient.invalidateQueries({ queryKey: getPathsQueryOptions(adventureId).queryKey });
			await onSuccess?.(...args);
		},
	});
}
