import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType } from "hono/client";
import { client, ok, params } from "../../../lib/api-client";
import type { MutationConfig } from "../../../lib/react-query";
import { getAdventureQueryOptions } from "./get-adventure";
import { getAdventuresQueryOptions } from "./get-adventures";

const route = client.api.adventures[":id"];

export type UpdateAdventureChanges = InferRequestType<typeof route.$patch>["json"];

/** `PATCH /api/adventures/{id}`: only the fields sent change (owner only). */
export const updateAdventure = ({ id, changes }: { id: string; changes: UpdateAdventureChanges }) =>
	ok(route.$patch({ param: params({ id }), json: changes }));

/** Updates, refreshes the list and the adventure, then runs the caller's `onSuccess`. */
export function useUpdateAdventure({
	mutationConfig,
}: {
	mutationConfig?: MutationConfig<typeof updateAdventure>;
} = {}) {
	const queryClient = useQueryClient();
	const { onSuccess, ...rest } = mutationConfig ?? {};
	return useMutation({
		...rest,
		mutationFn: updateAdventure,
		onSuccess: async (...args) => {
			await queryClient.invalidateQueries({ queryKey: getAdventuresQueryOptions().queryKey, exact: true });
			await queryClient.invalidateQueries({ queryKey: getAdventureQueryOptions(args[1].id).queryKey });
			await onSuccess?.(...args);
		},
	});
}
