import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TransportMode } from "../../../../../domain/path/path-rules";
import { client, ok, params } from "../../../lib/api-client";
import type { MutationConfig } from "../../../lib/react-query";
import { getPathsQueryOptions } from "./get-paths";

/** `PATCH /api/paths/{id}` with a new transport mode (owner only). */
export const updatePathMode = ({ pathId, transportMode }: { pathId: string; transportMode: TransportMode }) =>
	ok(client.api.paths[":id"].$patch({ param: params({ id: pathId }), json: { transportMode } }));

/** Changes the mode, then refreshes the adventure's paths (the mutation settles after the refetch). */
export function useUpdatePathMode({
	adventureId,
	mutationConfig,
}: {
	adventureId: string;
	mutationConfig?: MutationConfig<typeof updatePathMode>;
}) {
	const queryClient = useQueryClient();
	const { onSuccess, ...rest } = mutationConfig ?? {};
	return useMutation({
		...rest,
		mutationFn: updatePathMode,
		onSuccess: async (...args) => {
			await queryClient.invalidateQueries({ queryKey: getPathsQueryOptions(adventureId).queryKey });
			await onSuccess?.(...args);
		},
	});
}
