import { useBugReports } from "./api/get-bug-reports";

/** The open-report count for the admin dashboard's bugs card; the list refreshes every 30 s. */
export function OpenBugCount() {
	const reports = useBugReports();
	if (!reports.data) return null;
	const open = reports.data.counts.open;
	return (
		<span className="mt-3 inline-flex rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-bold text-red-700">
			{open === 1 ? "1 open report" : `${open} open reports`}
		</span>
	);
}
