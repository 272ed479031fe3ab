import * as Tabs from "@radix-ui/react-tabs";
import { Bug, CheckCircle2, Globe, Monitor, RotateCcw, Trash2, TriangleAlert, User } from "lucide-react";
import { lazy, type ReactNode, useState } from "react";
import { loadMessages } from "../../../../domain/api/load-rules";
import type { BugStatus } from "../../../../domain/bug-report/bug-report-rules";
import { Button } from "../../components/ui/button";
import { LoadError } from "../../components/ui/load-error";
import { ListSkeleton, LoadingShape } from "../../components/ui/skeleton";
import { toast } from "../../components/ui/toast-store";
import { cn } from "../../lib/cn";
import { formatDate } from "../../lib/dates";
import { OnceOpened } from "../../lib/lazy";
import { AdminOnly, BackToDashboard } from "../admin";
import { PageHeading } from "../layout";
import { useDeleteBugReport } from "./api/delete-bug-report";
import { type BugReport, useBugReports } from "./api/get-bug-reports";
import { useUpdateBugStatus } from "./api/update-bug-status";
import { keyedEntries } from "./entry-keys";

/** Radix Dialog, for an enlarged screenshot: fetched when one is first enlarged. */
const Dialog = lazy(() => import("../../components/ui/dialog").then((m) => ({ default: m.Dialog })));

const DELETE_CONFIRMATION = "Are you sure you want to delete this bug report? This action cannot be undone.";

const tabClass = cn(
	"flex flex-1 items-center justify-center gap-1.5 rounded-xl px-3 py-2 text-sm font-bold whitespace-nowrap text-ink-500 transition-colors sm:flex-none sm:px-5",
	"hover:bg-sand-100 hover:text-ink-900 data-[state=active]:bg-white data-[state=active]:text-brand-700 data-[state=active]:shadow-sm",
);

/** `/admin/bugs`: reports in 'Open (n)' and 'Fixed (n)' tabs, refreshed every 30 s. */
export function BugReportsPage() {
	return (
		<AdminOnly>
			<main className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
				<BackToDashboard />
				<PageHeading title="Bug Reports" subtitle="Reports sent from the floating bug button" />
				<BugReportTabs />
			</main>
		</AdminOnly>
	);
}

function BugReportTabs() {
	const reports = useBugReports();
	const [tab, setTab] = useState<BugStatus>("bug");
	if (reports.isPending) {
		return (
			<LoadingShape label="Loading bug reports..." className="mt-8">
				<ListSkeleton rows={4} />
			</LoadingShape>
		);
	}
	if (reports.isError) {
		return <LoadError message={loadMessages.bugReports} onRetry={reports.refetch} retrying={reports.isFetching} />;
	}
	const { counts } = reports.data;
	const open = reports.data.reports.filter((report) => report.status === "bug");
	const fixed = reports.data.reports.filter((report) => report.status === "fixed");
	return (
		<Tabs.Root value={tab} onValueChange={(value) => setTab(value as BugStatus)} className="mt-8 grid gap-6">
			<Tabs.List aria-label="Bug report status" className="flex w-full gap-1 rounded-2xl bg-sand-100 p-1 sm:w-fit">
				<Tabs.Trigger value="bug" className={tabClass}>
					<Bug aria-hidden className="size-4" />
					Open ({counts.open})
				</Tabs.Trigger>
				<Tabs.Trigger value="fixed" className={tabClass}>
					<CheckCircle2 aria-hidden className="size-4" />
					Fixed ({counts.fixed})
				</Tabs.Trigger>
			</Tabs.List>
			<Tabs.Content value="bug" className="outline-none">
				<ReportList reports={open} empty="No open bug reports. Nice work!" />
			</Tabs.Content>
			<Tabs.Content value="fixed" className="outline-none">
				<ReportList reports={fixed} empty="No fixed bug reports yet." />
			</Tabs.Content>
		</Tabs.Root>
	);
}

function ReportList({ reports, empty }: { reports: BugReport[]; empty: string }) {
	if (!reports.length) {
		return (
			<div className="rounded-[var(--radius-card)] border border-dashed border-sand-200 bg-white px-6 py-12 text-center">
				<CheckCircle2 aria-hidden className="mx-auto size-10 text-brand-500" />
				<p className="mt-3 font-semibold text-ink-700">{empty}</p>
			</div>
		);
	}
	return (
		<ul className="grid gap-4">
			{reports.map((report) => (
				<li key={report.id}>
					<ReportCard report={report} />
				</li>
			))}
		</ul>
	);
}

function ReportCard({ report }: { report: BugReport }) {
	const [enlarged, setEnlarged] = useState(false);
	const status = useUpdateBugStatus({
		mutationConfig: {
			onSuccess: () => toast({ variant: "success", title: "Status Updated" }),
			onError: () =>
				toast({ variant: "destructive", title: "Update Failed", description: "Failed to update bug report status." }),
		},
	});
	const remove = useDeleteBugReport({
		mutationConfig: {
			onSuccess: () => toast({ variant: "success", title: "Bug Report Deleted" }),
			onError: () =>
				toast({ variant: "destructive", title: "Delete Failed", description: "Could not delete the bug report." }),
		},
	});
	const isOpen = report.status === "bug";
	const busy = status.isPending || remove.isPending;
	const title = report.description ?? "No description";

	return (
		<article
			aria-label={title}
			className="grid gap-4 rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] sm:grid-cols-[1fr_auto] sm:p-6"
		>
			<div className="grid min-w-0 gap-3">
				<div className="flex flex-wrap items-center gap-2">
					<span
						className={cn(
							"rounded-full px-2.5 py-0.5 text-xs font-bold",
							isOpen ? "bg-red-50 text-red-700" : "bg-brand-50 text-brand-700",
						)}
					>
						{isOpen ? "Open" : "Fixed"}
					</span>
					<time dateTime={report.createdAt} className="text-sm text-ink-500">
						{formatDate(new Date(report.createdAt), "MMM dd, yyyy HH:mm")}
					</time>
				</div>
				<p className={cn("text-base whitespace-pre-wrap wrap-anywhere", !report.description && "text-ink-500 italic")}>
					{title}
				</p>
				<dl className="grid gap-1.5 text-sm text-ink-700">
					<Meta icon={Globe} label="Page">
						<span className="font-mono text-xs wrap-anywhere">{report.url}</span>
					</Meta>
					<Meta icon={User} label="Reported by">
						{report.userEmail}
					</Meta>
					<Meta icon={Monitor} label="Browser">
						<span className="wrap-anywhere">
							{report.viewport ? `${report.viewport.width}×${report.viewport.height} · ` : ""}
							{report.userAgent}
						</span>
					</Meta>
				</dl>
				<ConsoleErrors entries={report.consoleErrors} />
			</div>
			<div className="flex flex-col gap-3 sm:w-56">
				{report.screenshotUrl ? (
					<button
						type="button"
						onClick={() => setEnlarged(true)}
						className="overflow-hidden rounded-xl border border-sand-200 bg-sand-50 focus-visible:outline-2 focus-visible:outline-brand-500"
						aria-label="Enlarge screenshot"
					>
						<img
							src={report.screenshotUrl}
							alt="Screenshot of the reported page"
							loading="lazy"
							className="aspect-[16/10] w-full object-cover object-top"
						/>
					</button>
				) : (
					<p className="rounded-xl border border-dashed border-sand-200 px-3 py-6 text-center text-sm text-ink-500">
						No screenshot
					</p>
				)}
				<div className="flex gap-2 sm:flex-col">
					<Button
						variant={isOpen ? "primary" : "outline"}
						size="sm"
						className="flex-1 sm:flex-none"
						disabled={busy}
						onClick={() => status.mutate({ id: report.id, status: isOpen ? "fixed" : "bug" })}
					>
						{isOpen ? <CheckCircle2 aria-hidden className="size-4" /> : <RotateCcw aria-hidden className="size-4" />}
						{isOpen ? "Mark Fixed" : "Reopen"}
					</Button>
					<Button
						variant="outline"
						size="sm"
						className="flex-1 text-red-700 hover:bg-red-50 sm:flex-none"
						disabled={busy}
						aria-label="Delete bug report"
						onClick={() => {
							if (window.confirm(DELETE_CONFIRMATION)) remove.mutate(report.id);
						}}
					>
						<Trash2 aria-hidden className="size-4" />
						Delete
					</Button>
				</div>
			</div>
			{report.screenshotUrl && (
				<OnceOpened open={enlarged}>
					<Dialog open={enlarged} onOpenChange={setEnlarged} title="Screenshot" className="max-w-5xl">
						<img
							src={report.screenshotUrl}
							alt="Screenshot of the reported page, enlarged"
							className="w-full rounded-xl"
						/>
					</Dialog>
				</OnceOpened>
			)}
		</article>
	);
}

function Meta({ icon: Icon, label, children }: { icon: typeof Globe; label: string; children: ReactNode }) {
	return (
		<div className="flex items-start gap-2">
			<Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-ink-500" />
			<dt className="sr-only">{label}</dt>
			<dd className="min-w-0">{children}</dd>
		</div>
	);
}

function ConsoleErrors({ entries }: { entries: BugReport["consoleErrors"] }) {
	if (!entries.length) return <p className="text-sm text-ink-500">No console errors.</p>;
	return (
		<details className="group rounded-xl bg-sand-50 p-3" open={entries.length <= 3}>
			<summary className="cursor-pointer text-sm font-semibold text-ink-900">Console errors ({entries.length})</summary>
			<ul className="mt-2 grid gap-1.5">
				{keyedEntries(entries).map(({ key, entry }) => (
					<li key={key} className="font-mono text-xs wrap-anywhere text-ink-700">
						<div className="flex items-start gap-2">
							<TriangleAlert
								aria-label={entry.type === "error" ? "Error" : "Warning"}
								className={cn("size-4 shrink-0", entry.type === "error" ? "text-red-600" : "text-sunrise-600")}
							/>
							<span>{entry.message}</span>
						</div>
						{entry.stack && (
							<pre className="mt-1 ml-6 max-h-32 overflow-auto whitespace-pre-wrap text-[11px] text-ink-500">
								{entry.stack}
							</pre>
						)}
					</li>
				))}
			</ul>
		</details>
	);
}
