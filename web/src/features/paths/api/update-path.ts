import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TransportMode } from "../../../../../domain/path/path-rules";
import { client, ok, params } from "../../../lib/api-client";
import type { MutationConfig } from "../../../lib/react-query";
import { getPathsQueryOptions } from "./get-paths";

/** What the path page changes: its transport mode, or its day of the trip (null: no day). */
type PathChanges = { transportMode: TransportMode } | { date: string | null };

/** `PATCH /api/paths/{id}` with a new transport mode or day (owner only). */
export const updatePath = ({ pathId, changes }: { pathId: string; changes: PathChanges }) =>
	ok(client.api.paths[":id"].$patch({ param: params({ id: pathId }), json: changes }));

/** Changes the path, then refreshes the adventure's paths (the mutation settles after the refetch). */
export function useUpdatePath({
	adventureId,
	mutationConfig,
}: {
	adventureId: string;
	mutationConfig?: MutationConfig<typeof updatePath>;
}) {
	const queryClient = useQueryClient();
	const { onSuccess, ...rest } = mutationConfig ?? {};
	return useMutation({
		...rest,
		mutationFn: updatePath,
		onSuccess: async (...args) => {
			await queryClient.invalidateQueries({ queryKey: getPathsQueryOptions(adventureId).queryKey });
			await onSuccess?.(...args);
		},
	});
}
