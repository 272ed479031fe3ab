import { useMutation, useQueryClient } from "@tanstack/react-query";
import { client, ok, params } from "../../../lib/api-client";
import type { MutationConfig } from "../../../lib/react-query";
import { checkSavedPlaceQueryOptions } from "./check-saved-place";
import { getSavedPlacesQueryOptions } from "./get-saved-places";

/** `DELETE /api/saved-places/{googlePlaceId}?adventureId=` → `{deleted, removedFromPaths}`: its stops go too. */
export const removeSavedPlace = ({ googlePlaceId, adventureId }: { googlePlaceId: string; adventureId: string }) =>
	ok(
		client.api["saved-places"][":googlePlaceId"].$delete({ param: params({ googlePlaceId }), query: { adventureId } }),
	);

/**
 * Removes, starts refreshing the saved list and the check (and the adventure's paths and stops when
 * the place was taken off any), and runs the caller's `onSuccess` at once.
 */
export function useRemoveSavedPlace({
	mutationConfig,
}: {
	mutationConfig?: MutationConfig<typeof removeSavedPlace>;
} = {}) {
	const queryClient = useQueryClient();
	const { onSuccess, ...rest } = mutationConfig ?? {};
	return useMutation({
		...rest,
		mutationFn: removeSavedPlace,
		onSuccess: (...args) => {
			const { googlePlaceId, adventureId } = args[1];
			void queryClient.invalidateQueries({ queryKey: getSavedPlacesQueryOptions(adventureId).queryKey });
			void queryClient.invalidateQueries({
				queryKey: checkSavedPlaceQueryOptions(googlePlaceId, adventureId).queryKey,
			});
			if (args[0].removedFromPaths > 0) {
				// The adventure's paths (with their stops) and any path's stops and route.
				void queryClient.invalidateQueries({ queryKey: ["/api/adventures", adventureId] });
				void queryClient.invalidateQueries({ queryKey: ["/api/paths"] });
			}
			return onSuccess?.(...args);
		},
	});
}
