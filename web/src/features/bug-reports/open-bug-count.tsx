import { Skeleton } from "../../components/ui/skeleton";
import { useBugReports } from "./api/get-bug-reports";

/** The open-report count for the admin dashboard's bugs card; the list refreshes every 30 s. */
export function OpenBugCount() {
	const reports = useBugReports();
	// While the count loads its place is kept (nothing below moves when it comes); a failure shows nothing.
	if (reports.isError && !reports.data) return null;
	const open = reports.data?.counts.open;
	return (
		<dl>
			<dt className="text-xs font-semibold text-ink-500">Open reports</dt>
			<dd className={`font-display text-3xl font-extrabold ${open ? "text-red-700" : "text-ink-900"}`}>
				{open ?? <Skeleton className="h-9 w-12" />}
			</dd>
		</dl>
	);
}
