import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { InferRequestType } from "hono/client";
import { client, ok } from "../../../lib/api-client";
import type { MutationConfig } from "../../../lib/react-query";
import { getBugReportsQueryOptions } from "./get-bug-reports";

const route = client.api["bug-reports"];

type NewBugReport = InferRequestType<typeof route.$post>["json"];

/** `POST /api/bug-reports`: anyone, signed in or not; answers the new report's id. */
const createBugReport = (report: NewBugReport) => ok(route.$post({ json: report }));

/** Sends the report and refreshes the admins' list (when it is loaded), then the caller's `onSuccess`. */
export function useCreateBugReport({
	mutationConfig,
}: {
	mutationConfig?: MutationConfig<typeof createBugReport>;
} = {}) {
	const queryClient = useQueryClient();
	const { onSuccess, ...rest } = mutationConfig ?? {};
	return useMutation({
		...rest,
		mutationFn: createBugReport,
		onSuccess: async (...args) => {
			await queryClient.invalidateQueries({ queryKey: getBugReportsQueryOptions().queryKey });
			await onSuccess?.(...args);
		},
	});
}
