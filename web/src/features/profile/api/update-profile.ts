import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType } from "hono/client";
import { client, ok } from "../../../lib/api-client";
import type { MutationConfig } from "../../../lib/react-query";
import { getCurrentUserQueryOptions } from "../../auth";
import { getStatsQueryOptions } from "./get-stats";

const route = client.api.user.profile;

export type ProfileChanges = InferRequestType<typeof route.$put>["json"];

/** `PUT /api/user/profile`: the fields sent change; answers the updated current user. */
const updateProfile = (changes: ProfileChanges) => ok(route.$put({ json: changes }));

/** Saves, refreshes the current user (the header's avatar and name) and the stats, then the caller's `onSuccess`. */
export function useUpdateProfile({ mutationConfig }: { mutationConfig?: MutationConfig<typeof updateProfile> } = {}) {
	const queryClient = useQueryClient();
	const { onSuccess, ...rest } = mutationConfig ?? {};
	return useMutation({
		...rest,
		mutationFn: updateProfile,
		onSuccess: async (...args) => {
			queryClient.setQueryData(getCurrentUserQueryOptions().queryKey, args[0]);
			await queryClient.invalidateQueries({ queryKey: getCurrentUserQueryOptions().queryKey });
			await queryClient.invalidateQueries({ queryKey: getStatsQueryOptions().queryKey });
			await onSuccess?.(...args);
		},
	});
}
