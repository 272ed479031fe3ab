import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TransportMode } from "../../../../../domain/path/path-rules";
import { client, ok, params } from "../../../lib/api-client";
import type { MutationConfig } from "../../../lib/react-query";
import { getPathsQueryOptions } from "./get-paths";

const route = client.api.adventures[":id"].paths;

/** `POST /api/adventures/{id}/paths` → the new path (201), empty; `title` goes beside `name`. */
export const createPath = ({
	adventureId,
	name,
	transportMode,
}: {
	adventureId: string;
	name: string;
	transportMode: TransportMode;
}) => {
	const json = { name, transportMode, title: name, description: null };
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
