import { useMutation, useQueryClient } from "@tanstack/react-query";
import { assertOk, client, params } from "../../../lib/api-client";
import type { MutationConfig } from "../../../lib/react-query";
import { REORDER_STOPS_KEY } from "./get-route";
import { getStopsQueryOptions } from "./get-stops";
import { refreshPathStops } from "./refresh-path";

/** `PATCH /api/paths/{id}/reorder` with new 1-based orders for every stop; the answer's body is not read. */
export async function reorderStops({ pathId, stopIds }: { pathId: string; stopIds: string[] }) {
	await assertOk(
		client.api.paths[":id"].reorder.$patch({
			param: params({ id: pathId }),
			json: { stopOrders: stopIds.map((id, index) => ({ id, order: index + 1 })) },
		}),
	);
}

/**
 * Shows the new order at once (the server's answer confirms it), and refreshes the stops and the
 * adventure's paths once settled, whatever the outcome.
 */
export function useReorderStops({
	adventureId,
	mutationConfig,
}: {
	adventureId: string;
	mutationConfig?: MutationConfig<typeof reorderStops>;
}) {
	const queryClient = useQueryClient();
	const { onSettled, ...rest } = mutationConfig ?? {};
	return useMutation({
		...rest,
		mutationKey: REORDER_STOPS_KEY,
		mutationFn: reorderStops,
		onMutate: ({ pathId, stopIds }) => {
			queryClient.setQueryData(getStopsQueryOptions(pathId).queryKey, (stops) => {
				if (!stops) return stops;
				const byId = new Map(stops.map((stop) => [stop.id, stop]));
				return stopIds.flatMap((id, index) => {
					const stop = byId.get(id);
					return stop ? [{ ...stop, order: index + 1 }] : [];
				});
			});
		},
		onSettled: async (...args) => {
			await refreshPathStops(queryClient, args[2].pathId, adventureId);
			await onSettled?.(...args);
		},
	});
}
