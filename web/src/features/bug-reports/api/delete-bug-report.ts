import { useMutation, useQueryClient } from "@tanstack/react-query";
import { client, ok, params } from "../../../lib/api-client";
import type { MutationConfig } from "../../../lib/react-query";
import { getBugReportsQueryOptions } from "./get-bug-reports";

/** `DELETE /api/bug-reports/{id}`: the report and its screenshot. */
const deleteBugReport = (id: string) => ok(client.api["bug-reports"][":id"].$delete({ param: params({ id }) }));

export function useDeleteBugReport({
	mutationConfig,
}: {
	mutationConfig?: MutationConfig<typeof deleteBugReport>;
} = {}) {
	const queryClient = useQueryClient();
	const { onSuccess, ...rest } = mutationConfig ?? {};
	return useMutation({
		...rest,
		mutationFn: deleteBugReport,
		onSuccess: async (...args) => {
			await queryClient.invalidateQueries({ queryKey: getBugReportsQueryOptions().queryKey });
			await onSuccess?.(...args);
		},
	});
}
