import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DuplicateAdventureInput } from "../../../../../domain/adventure/adventure";
import { client, ok } from "../../../lib/api-client";
import type { MutationConfig } from "../../../lib/react-query";

/** `POST /api/adventures/duplicate` → the new adventure (201); the server copies places and paths. */
export const duplicateAdventure = (body: DuplicateAdventureInput) =>
	ok(client.api.adventures.duplicate.$post({ json: body }));

/** Duplicates, refreshes the caller's adventure list, then runs the caller's `onSuccess`. */
export function useDuplicateAdventure({
	mutationConfig,
}: {
	mutationConfig?: MutationConfig<typeof duplicateAdventure>;
} = {}) {
	const queryClient = useQueryClient();
	const { onSuccess, ...rest } = mutationConfig ?? {};
	return useMutation({
		...rest,
		mutationFn: duplicateAdventure,
		onSuccess: async (...args) => {
			// The adventures feature's list key; invalidated by key so no feature internals are imported.
			await queryClient.invalidateQueries({ queryKey: ["/api/adventures"], exact: true });
			await onSuccess?.(...args);
		},
	});
}
