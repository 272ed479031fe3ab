import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TransportMode } from "../../../../../domain/path/path-rules";
import { client, ok, params } from "../../../lib/api-client";
import type { MutationConfig } from "../../../lib/react-query";
import { getPathsQueryOptions } from "./get-paths";

const route = client.api.adventures[":id"].paths;

/**
 * `POST /api/adventures/{id}/paths` → the new path (201), empty; `title` goes beside `name`. No
 * `transportMode`: the server picks one from the distances; `date`: the trip day it belongs to.
 */
export const createPath = ({
	adventureId,
	name,
	transportMode,
	date,
}: {
	adventureId: string;
	name: string;
	transportMode: TransportMode | null;
	date: string | null;
}) => {
	const json = {
		name,
		title: name,
		description: null,
		...(transportMode ? { transportMode } : {}),
		...(date ? { date } : {}),
	};
	return ok(route.$post({ param: params({ id: adventureId }), json }));
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
