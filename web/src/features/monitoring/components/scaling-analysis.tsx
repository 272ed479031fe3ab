import { Card } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { useScaling } from "../api/get-scaling";
import { formatCount, formatUsd } from "../format";

const SCALING_ERROR = "Unable to load scaling analysis. Please try again later.";

const percent = (rate: number) => `${Math.round(rate * 100)}%`;

/** The 'Scaling Analysis' tab: five yearly projections, 25K → 1M users. */
export function ScalingAnalysis() {
	const scaling = useScaling();
	if (scaling.isPending) return <Spinner label="Loading scaling analysis..." />;
	if (scaling.isError) {
		return (
			<div role="alert" className="rounded-[var(--radius-card)] bg-red-50 px-5 py-4 text-sm font-medium text-red-700">
				{SCALING_ERROR}
			</div>
		);
	}
	return (
		<div className="space-y-4">
			<p className="text-sm text-ink-500">
				At today's prices ({scaling.data.model}), with caching, volume discounts and leaner queries growing each year.
			</p>
			<ol className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
				{scaling.data.projections.map((p) => (
					<li key={p.year}>
						<Card className="h-full p-5">
							<h3 className="font-display text-lg font-extrabold text-ink-900">Year {p.year}</h3>
							<p className="text-sm text-ink-500">{formatCount(p.users)} users</p>
							<p className="mt-3 font-display text-2xl font-extrabold text-ink-900">
								{formatUsd(p.costs.totalMonthly)}
							</p>
							<p className="text-xs text-ink-500">per month</p>
							<dl className="mt-3 space-y-1 text-sm">
								<div className="flex justify-between gap-2">
									<dt className="text-ink-500">Per user</dt>
									<dd className="font-semibold">{formatUsd(p.costs.totalPerUser)}</dd>
								</div>
								<div className="flex justify-between gap-2">
									<dt className="text-ink-500">Adventures / user</dt>
									<dd className="font-semibold">{p.monthlyAdventuresPerUser}</dd>
								</div>
								<div className="flex justify-between gap-2">
									<dt className="text-ink-500">Caching</dt>
									<dd className="font-semibold">{percent(p.efficiencies.cachingRate)}</dd>
								</div>
								<div className="flex justify-between gap-2">
									<dt className="text-ink-500">Volume discount</dt>
									<dd className="font-semibold">{percent(p.efficiencies.volumeDiscount)}</dd>
								</div>
								<div className="flex justify-between gap-2">
									<dt className="text-ink-500">Infrastructure savings</dt>
									<dd className="font-semibold">{percent(p.efficiencies.infrastructureOptimization)}</dd>
								</div>
							</dl>
						</Card>
					</li>
				))}
			</ol>
		</div>
	);
}
