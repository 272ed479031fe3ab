import { useBugReports } from "./api/get-bug-reports";

/** The open-report count for the admin dashboard's bugs card; the list refreshes every 30 s. */
export function OpenBugCount() {
	const reports = useBugReports();
	if (!reports.data) return null;
	const open = reports.data.counts.open;
	return (
		<dl>
			<dt className="text-xs font-semibold text-ink-500">Open reports</dt>
			<dd className={`font-display text-3xl font-extrabold ${open > 0 ? "text-red-700" : "text-ink-900"}`}>{open}</dd>
		</dl>
	);
}
