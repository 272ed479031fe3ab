import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { DayPlanDay } from "../../../../../domain/path/day-plan-rules";
import { client, ok, params } from "../../../lib/api-client";
import type { MutationConfig } from "../../../lib/react-query";
import { getPathsQueryOptions } from "./get-paths";

/** `POST /api/adventures/{id}/day-plan/accept`: these days become dated paths → 201 `{paths}`. */
export const acceptDayPlan = ({ adventureId, days }: { adventureId: string; days: DayPlanDay[] }) =>
	ok(client.api.adventures[":id"]["day-plan"].accept.$post({ param: params({ id: adventureId }), json: { days } }));

/** Accepts, refreshes the adventure's paths (the Paths tab shows the new days), then the caller's `onSuccess`. */
export function useAcceptDayPlan({ mutationConfig }: { mutationConfig?: MutationConfig<typeof acceptDayPlan> } = {}) {
	const queryClient = useQueryClient();
	const { onSuccess, ...rest } = mutationConfig ?? {};
	return useMutation({
		...rest,
		mutationFn: acceptDayPlan,
		onSuccess: async (...args) => {
			await queryClient.invalidateQueries({ queryKey: getPathsQueryOptions(args[1].adventureId).queryKey });
			await onSuccess?.(...args);
		},
	});
}
