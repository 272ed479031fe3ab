import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType } from "hono/client";
import type { z } from "zod";
import type { createPathSchema, TransportMode } from "../../../../../domain/path/path";
import { client, ok, params } from "../../../lib/api-client";
import type { MutationConfig } from "../../../lib/react-query";
import { getPathsQueryOptions } from "./get-paths";

const route = client.api.adventures[":id"].paths;

/**
 * The route's RPC type asks for the schema's parsed output (the Worker's `validate()` types a body
 * by what it parses to); the body sent is the schema's input, with `title` beside `name`.
 */
type RouteBody = InferRequestType<typeof route.$post>["json"];

/** `POST /api/adventures/{id}/paths` → the new path (201), empty. */
export const createPath = ({
	adventureId,
	name,
	transportMode,
}: {
	adventureId: string;
	name: string;
	transportMode: TransportMode;
}) => {
	const body: z.input<typeof createPathSchema> = { name, transportMode, title: name, description: null };
	return ok(route.$post({ param: params({ id: adventureId }), json: body as RouteBody }));
};

/** Creates, refreshes the adventure's paths, then runs the caller's `onSuccess`. */
export function useCreatePath({ mutationConfig }: { mutationConfig?: MutationConfig<typeof createPath> } = {}) {
	const queryClient = useQueryClient();
	const { onSuccess, ...rest } = mutationConfig ?? {};
	return useMutation({
		...rest,
		mutationFn: createPath,
		onSuccess: async (...args) => {
			await queryClient.invalidateQueries({ queryKey: getPathsQueryOptions(args[1].adventureId).queryKey });
			await onSuccess?.(...args);
		},
	});
}
