import { useMutation, useQueryClient } from "@tanstack/react-query";
import { client, ok, params } from "../../../lib/api-client";
import type { MutationConfig } from "../../../lib/react-query";
import { getPlaceDetailsQueryOptions } from "./get-place-details";

/** `POST /api/places/{googlePlaceId}/summary`: the Family Lens summary for the adventure's kids. */
export const generatePlaceSummary = ({ googlePlaceId, adventureId }: { googlePlaceId: string; adventureId: string }) =>
	ok(client.api.places[":googlePlaceId"].summary.$post({ param: params({ googlePlaceId }), json: { adventureId } }));

/** Generates, then writes the summary into the cached place details. */
export function useGeneratePlaceSummary({
	mutationConfig,
}: {
	mutationConfig?: MutationConfig<typeof generatePlaceSummary>;
} = {}) {
	const queryClient = useQueryClient();
	const { onSuccess, ...rest } = mutationConfig ?? {};
	return useMutation({
		...rest,
		mutationFn: generatePlaceSummary,
		onSuccess: async (...args) => {
			const [summary, { googlePlaceId }] = args;
			queryClient.setQueryData(getPlaceDetailsQueryOptions(googlePlaceId).queryKey, (old) =>
				old ? { ...old, ...summary, summaryGenerated: true } : old,
			);
			await onSuccess?.(...args);
		},
	});
}
