import { queryOptions, useQuery } from "@tanstack/react-query";
import { client, ok } from "../../../lib/api-client";

/** `GET /api/bug-reports` (admins): the newest reports and the counts per status. */
const getBugReports = () => ok(client.api["bug-reports"].$get());

export type BugReport = Awaited<ReturnType<typeof getBugReports>>["reports"][number];

/** The dashboard and the triage screen read the list every 30 s (the spec's interval). */
const BUG_REPORTS_REFETCH_MS = 30_000;

export const getBugReportsQueryOptions = () =>
	queryOptions({
		queryKey: ["/api/bug-reports"] as const,
		queryFn: getBugReports,
		staleTime: 0,
		refetchInterval: BUG_REPORTS_REFETCH_MS,
	});

export const useBugReports = () => useQuery(getBugReportsQueryOptions());
