import { useMutation, useQueryClient } from "@tanstack/react-query";
import { client, ok } from "../../../lib/api-client";
import type { MutationConfig } from "../../../lib/react-query";
import { getUsageQueryOptions } from "./get-usage";

/** `PUT /api/monitoring/budget`: the monthly budget; raising it past the month's spend reopens the paid services. */
const setBudget = (monthlyBudgetUsd: number) => ok(client.api.monitoring.budget.$put({ json: { monthlyBudgetUsd } }));

export function useSetBudget({ mutationConfig }: { mutationConfig?: MutationConfig<typeof setBudget> } = {}) {
	const queryClient = useQueryClient();
	const { onSuccess, ...rest } = mutationConfig ?? {};
	return useMutation({
		...rest,
		mutationFn: setBudget,
		onSuccess: async (...args) => {
			await queryClient.invalidateQueries({ queryKey: getUsageQueryOptions().queryKey });
			await onSuccess?.(...args);
		},
	});
}
