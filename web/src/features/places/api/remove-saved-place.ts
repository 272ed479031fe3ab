import { useMutation, useQueryClient } from "@tanstack/react-query";
import { client, ok, params } from "../../../lib/api-client";
import type { MutationConfig } from "../../../lib/react-query";
import { checkSavedPlaceQueryOptions } from "./check-saved-place";
import { getSavedPlacesQueryOptions } from "./get-saved-places";

/** `DELETE /api/saved-places/{googlePlaceId}?adventureId=`. */
export const removeSavedPlace = ({ googlePlaceId, adventureId }: { googlePlaceId: string; adventureId: string }) =>
	ok(
		client.api["saved-places"][":googlePlaceId"].$delete({ param: params({ googlePlaceId }), query: { adventureId } }),
	);

/** Removes, starts refreshing the saved list and the check, and runs the caller's `onSuccess` at once. */
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
			return onSuccess?.(...args);
		},
	});
}
