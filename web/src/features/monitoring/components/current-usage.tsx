import { AlertTriangle, CheckCircle2, Lightbulb } from "lucide-react";
import type { ReactNode } from "react";
import { loadMessages } from "../../../../../domain/api/load-rules";
import { plural } from "../../../../../domain/english";
import { recommendations } from "../../../../../domain/monitoring/budget";
import { COST_CATEGORIES } from "../../../../../domain/monitoring/prices";
import { Card } from "../../../components/ui/card";
import { LoadError } from "../../../components/ui/load-error";
import { LoadingShape, Skeleton, StatsSkeleton } from "../../../components/ui/skeleton";
import { cn } from "../../../lib/cn";
import { useCosts } from "../api/get-costs";
import { useUsage } from "../api/get-usage";
import { CATEGORY_STYLE, formatCount, formatUsd } from "../format";
import { BudgetForm } from "./budget-form";
import { CostChart } from "./cost-chart";
import { SpendBar } from "./spend-bar";
import { SpendPaused } from "./spend-paused";

const MONITORING_EMPTY = "No monitoring data available. Please try refreshing the page.";

function Stat({ title, value, lines }: { title: string; value: string; lines: ReactNode[] }) {
	return (
		<Card className="p-4 sm:p-5">
			<h3 className="text-sm font-semibold text-ink-500">{title}</h3>
			<p className="mt-1 font-display text-2xl font-extrabold text-ink-900">{value}</p>
			<ul className="mt-2 space-y-0.5 text-sm text-ink-700">
				{lines.map((line, i) => (
					// biome-ignore lint/suspicious/noArrayIndexKey: fixed lines of one card
					<li key={i}>{line}</li>
				))}
			</ul>
		</Card>
	);
}

function Message({ children, tone = "info" }: { children: ReactNode; tone?: "info" | "error" }) {
	return (
		<div
			role={tone === "error" ? "alert" : "status"}
			className={cn(
				"rounded-[var(--radius-card)] px-5 py-4 text-sm font-medium",
				tone === "error" ? "bg-red-50 text-red-700" : "bg-sand-100 text-ink-700",
			)}
		>
			{children}
		</div>
	);
}

type SkuRow = { provider: string; sku: string; count: number; units: number; costUsd: number };

/** Requests (workers) and queries (d1) per route, busiest first. */
function routeRows(skus: SkuRow[]) {
	const byRoute = new Map<string, { route: string; requests: number; queries: number; costUsd: number }>();
	for (const row of skus) {
		if (row.provider !== "workers" && row.provider !== "d1") continue;
		const entry = byRoute.get(row.sku) ?? { route: row.sku, requests: 0, queries: 0, costUsd: 0 };
		if (row.provider === "workers") entry.requests += row.count;
		else entry.queries += row.units;
		entry.costUsd += row.costUsd;
		byRoute.set(row.sku, entry);
	}
	return [...byRoute.values()].sort((a, b) => b.requests - a.requests || b.queries - a.queries);
}

/** A small table; column `hideOnPhone` gives way on narrow screens so names need not break. */
function UsageTable({
	caption,
	headers,
	rows,
	empty,
	hideOnPhone,
}: {
	caption: string;
	headers: string[];
	rows: { key: string; cells: string[] }[];
	empty: string;
	hideOnPhone: number;
}) {
	if (rows.length === 0) return <p className="mt-3 text-sm text-ink-500">{empty}</p>;
	return (
		<div className="mt-3 overflow-x-auto">
			<table className="w-full text-left text-sm">
				<caption className="sr-only">{caption}</caption>
				<thead>
					<tr className="text-ink-500">
						{headers.map((header, i) => (
							<th
								key={header}
								className={cn(
									"py-1.5 pr-3 font-semibold last:pr-0",
									i > 0 && i >= headers.length - 3 && "text-right",
									i === hideOnPhone && "hidden sm:table-cell",
								)}
							>
								{header}
							</th>
						))}
					</tr>
				</thead>
				<tbody>
					{rows.map((row) => (
						<tr key={row.key} className="border-t border-sand-200">
							{row.cells.map((cell, i) => (
								<td
									// biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are fixed columns
									key={i}
									className={cn(
										"py-1.5 pr-3 last:pr-0",
										i < 2 && "[overflow-wrap:anywhere]",
										i > 0 && i >= row.cells.length - 3 && "text-right",
										i === hideOnPhone && "hidden sm:table-cell",
									)}
								>
									{cell}
								</td>
							))}
						</tr>
					))}
				</tbody>
			</table>
		</div>
	);
}

function DailyCosts() {
	const costs = useCosts();
	if (costs.isPending) {
		return (
			<LoadingShape label="Loading daily costs...">
				<Skeleton className="h-48 w-full rounded-[var(--radius-card)]" />
			</LoadingShape>
		);
	}
	if (costs.isError) {
		return <LoadError compact message={loadMessages.monitoring} onRetry={costs.refetch} retrying={costs.isFetching} />;
	}
	return <CostChart days={costs.data.days} />;
}

/** The 'Current Usage' tab: this month's spend against the budget, what caused it, and advice. */
export function CurrentUsage() {
	const usage = useUsage();
	if (usage.isPending) {
		return (
			<LoadingShape label="Loading monitoring data...">
				<StatsSkeleton />
			</LoadingShape>
		);
	}
	if (usage.isError) {
		return <LoadError compact message={loadMessages.monitoring} onRetry={usage.refetch} retrying={usage.isFetching} />;
	}
	const { current, projection, budget, alerts, skus, spend } = usage.data;
	if (skus.length === 0) return <Message>{MONITORING_EMPTY}</Message>;
	const providerCalls = skus.filter((row) => row.provider !== "workers" && row.provider !== "d1");
	const routes = routeRows(skus);
	const advice = recommendations({
		openaiCost: current.openaiCost,
		googleMapsCost: current.googleMapsCost,
		budgetPercent: budget.percent,
	});
	return (
		<div className="space-y-6">
			<SpendPaused spend={spend} />
			{alerts.length > 0 && (
				<div role="alert" className="rounded-[var(--radius-card)] bg-amber-50 px-5 py-4 text-sm text-amber-950">
					<ul className="space-y-1">
						{alerts.map((alert) => (
							<li key={alert} className="flex gap-2">
								<AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-700" />
								{alert}
							</li>
						))}
					</ul>
				</div>
			)}
			<Card className="p-5 sm:p-6">
				<SpendBar
					projected={projection.projected}
					current={projection.current}
					budget={budget.monthlyUsd}
					percent={budget.percent}
				/>
				<BudgetForm key={budget.monthlyUsd} budget={budget.monthlyUsd} />
			</Card>

			<section aria-labelledby="usage-costs" className="space-y-3">
				<h2 id="usage-costs" className="font-display text-xl font-extrabold text-ink-900">
					This month ({usage.data.month})
				</h2>
				<div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
					<Stat
						title={CATEGORY_STYLE.openai.label}
						value={formatUsd(current.openaiCost)}
						lines={[
							plural(current.openaiTokens, "token"),
							...(current.workersAiNeurons > 0 ? [`${plural(current.workersAiNeurons, "neuron")} (Workers AI)`] : []),
							plural(current.aiCalls, "AI call"),
						]}
					/>
					<Stat
						title="Google Maps"
						value={formatUsd(current.googleMapsCost)}
						lines={[plural(current.googleMapsRequests, "request")]}
					/>
					<Stat
						title="Database"
						value={formatUsd(current.databaseCost)}
						lines={[plural(current.databaseQueries, "query", "queries")]}
					/>
					<Stat
						title="Hosting"
						value={formatUsd(current.hostingCost)}
						lines={[`${plural(current.requests, "request")} served`]}
					/>
					<Stat
						title="E-mail"
						value={formatUsd(current.sendgridCost)}
						lines={[`${plural(current.emailsSent, "e-mail")} sent`]}
					/>
					<Stat
						title="Users"
						value={`${formatCount(current.activeUsers)} active`}
						lines={[`${formatCount(current.newUsers)} new this week (as the user list counts them)`]}
					/>
				</div>
			</section>

			<Card className="p-5 sm:p-6">
				<h2 className="flex items-center gap-2 font-display text-xl font-extrabold text-ink-900">
					<Lightbulb aria-hidden className="size-5 text-sunrise-500" />
					Recommendations
				</h2>
				{advice.length === 0 ? (
					<p className="mt-2 text-sm text-ink-500">Nothing to act on: spend is between 50% and 80% of the budget.</p>
				) : (
					<ul className="mt-3 space-y-2">
						{advice.map((item) => (
							<li key={item.id} className="flex gap-2 text-sm text-ink-700">
								{item.tone === "ok" ? (
									<CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0 text-emerald-600" />
								) : (
									<AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-700" />
								)}
								{item.text}
							</li>
						))}
					</ul>
				)}
			</Card>

			<div className="grid gap-6 lg:grid-cols-2">
				<Card className="p-5 sm:p-6">
					<h2 className="font-display text-xl font-extrabold text-ink-900">Daily cost by provider</h2>
					<div className="mt-4">
						<DailyCosts />
					</div>
				</Card>
				<Card className="p-5 sm:p-6">
					<h2 className="font-display text-xl font-extrabold text-ink-900">Projected month</h2>
					<dl className="mt-4 space-y-2 text-sm">
						{COST_CATEGORIES.map((category) => (
							<div key={category} className="flex items-center justify-between gap-3">
								<dt className="inline-flex items-center gap-2 text-ink-700">
									<span aria-hidden className={`size-3 rounded-sm ${CATEGORY_STYLE[category].swatch}`} />
									{CATEGORY_STYLE[category].label}
								</dt>
								<dd className="font-semibold text-ink-900">{formatUsd(projection.breakdown[category])}</dd>
							</div>
						))}
						<div className="flex items-center justify-between gap-3 border-t border-sand-200 pt-2">
							<dt className="font-bold text-ink-900">Total</dt>
							<dd className="font-bold text-ink-900">{formatUsd(projection.projected)}</dd>
						</div>
					</dl>
				</Card>
			</div>

			<div className="grid gap-6 lg:grid-cols-2">
				<Card className="p-5 sm:p-6">
					<h2 className="font-display text-xl font-extrabold text-ink-900">Provider calls</h2>
					<UsageTable
						caption="Provider calls this month"
						headers={["Provider", "SKU", "Calls", "Units", "Cost"]}
						rows={providerCalls.map((row) => ({
							key: `${row.provider} ${row.sku}`,
							cells: [row.provider, row.sku, formatCount(row.count), formatCount(row.units), formatUsd(row.costUsd)],
						}))}
						empty="No paid or counted provider calls yet this month."
						hideOnPhone={3}
					/>
				</Card>
				<Card className="p-5 sm:p-6">
					<h2 className="font-display text-xl font-extrabold text-ink-900">Busiest routes</h2>
					<UsageTable
						caption="Requests and database queries by route this month"
						headers={["Route", "Requests", "Queries", "Cost"]}
						rows={routes.slice(0, 12).map((row) => ({
							key: row.route,
							cells: [row.route, formatCount(row.requests), formatCount(row.queries), formatUsd(row.costUsd)],
						}))}
						empty="No requests counted yet this month."
						hideOnPhone={3}
					/>
				</Card>
			</div>
			<p className="text-xs text-ink-500">Updated {new Date(usage.data.timestamp).toLocaleTimeString()}</p>
		</div>
	);
}
