import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CreateAdventureInput } from "../../../../../domain/adventure/adventure";
import { client, ok } from "../../../lib/api-client";
import type { MutationConfig } from "../../../lib/react-query";
import { getAdventuresQueryOptions } from "./get-adventures";

const route = client.api.adventures;

/** `POST /api/adventures` → the new adventure (201). */
export const createAdventure = (body: CreateAdventureInput) => ok(route.$post({ json: body }));

/** Creates, refreshes the list, then runs the caller's `onSuccess`. */
export function useCreateAdventure({
	mutationConfig,
}: {
	mutationConfig?: MutationConfig<typeof createAdventure>;
} = {}) {
	const queryClient = useQueryClient();
	const { onSuccess, ...rest } = mutationConfig ?? {};
	return useMutation({
		...rest,
		mutationFn: createAdventure,
		onSuccess: async (...args) => {
			await queryClient.invalidateQueries({ queryKey: getAdventuresQueryOptions().queryKey, exact: true });
			await onSuccess?.(...args);
		},
	});
}
