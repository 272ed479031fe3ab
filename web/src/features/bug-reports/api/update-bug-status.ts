import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BugStatus } from "../../../../../domain/bug-report/bug-report-rules";
import { client, ok, params } from "../../../lib/api-client";
import type { MutationConfig } from "../../../lib/react-query";
import { getBugReportsQueryOptions } from "./get-bug-reports";

/** `PATCH /api/bug-reports/{id}/status`: 'Mark Fixed' (fixed) or 'Reopen' (bug). */
const updateBugStatus = ({ id, status }: { id: string; status: BugStatus }) =>
	ok(client.api["bug-reports"][":id"].status.$patch({ param: params({ id }), json: { status } }));

export function useUpdateBugStatus({
	mutationConfig,
}: {
	mutationConfig?: MutationConfig<typeof updateBugStatus>;
} = {}) {
	const queryClient = useQueryClient();
	const { onSuccess, ...rest } = mutationConfig ?? {};
	return useMutation({
		...rest,
		mutationFn: updateBugStatus,
		onSuccess: async (...args) => {
			await queryClient.invalidateQueries({ queryKey: getBugReportsQueryOptions().queryKey });
			await onSuccess?.(...args);
		},
	});
}
