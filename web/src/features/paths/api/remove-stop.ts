import { useMutation, useQueryClient } from "@tanstack/react-query";
import { client, ok, params } from "../../../lib/api-client";
import type { MutationConfig } from "../../../lib/react-query";
import { refreshPathStops } from "./refresh-path";

/** `DELETE /api/path-stops/{id}` (owner only). */
export const removeStop = (stopId: string) =>
	ok(client.api["path-stops"][":id"].$delete({ param: params({ id: stopId }) }));

/** Removes a stop of `pathId`, refreshes its stops and the adventure's paths, then runs the caller's `onSuccess`. */
export function useRemoveStop({
	pathId,
	adventureId,
	mutationConfig,
}: {
	pathId: string;
	adventureId: string;
	mutationConfig?: MutationConfig<typeof removeStop>;
}) {
	const queryClient = useQueryClient();
	const { onSuccess, ...rest } = mutationConfig ?? {};
	return useMutation({
		...rest,
		mutationFn: removeStop,
		onSuccess: async (...args) => {
			await refreshPathStops(queryClient, pathId, adventureId);
			await onSuccess?.(...args);
		},
	});
}
