import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType } from "hono/client";
import type { CreateAdventureInput } from "../../../../../domain/adventure/adventure";
import { client, ok } from "../../../lib/api-client";
import type { MutationConfig } from "../../../lib/react-query";
import { getAdventuresQueryOptions } from "./get-adventures";

const route = client.api.adventures;

/**
 * The route's RPC type asks for the schema's parsed output, where fields with a default (such as
 * `interests`) are required: the Worker's `validate()` types a body by what it parses to, not by
 * what it accepts. The form sends the schema's input (`CreateAdventureInput`), defaults left out.
 */
type RouteBody = InferRequestType<typeof route.$post>["json"];

/** `POST /api/adventures` → the new adventure (201). */
export const createAdventure = (body: CreateAdventureInput) => ok(route.$post({ json: body as RouteBody }));

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
