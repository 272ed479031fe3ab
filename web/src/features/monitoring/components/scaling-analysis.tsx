import { loadMessages } from "../../../../../domain/api/load-rules";
import { Card } from "../../../components/ui/card";
import { LoadError } from "../../../components/ui/load-error";
import { LoadingShape, StatsSkeleton } from "../../../components/ui/skeleton";
import { useScaling } from "../api/get-scaling";
import { formatCount, formatUsd } from "../format";

const percent = (rate: number) => `${Math.round(rate * 100)}%`;

/** The 'Scaling Analysis' tab: five yearly projections, 25K → 1M users. */
export function ScalingAnalysis() {
	const scaling = useScaling();
	if (scaling.isPending) {
		return (
			<LoadingShape label="Loading scaling analysis...">
				<StatsSkeleton count={5} />
			</LoadingShape>
		);
	}
	if (scaling.isError) {
		return <LoadError compact message={loadMessages.scaling} onRetry={scaling.refetch} retrying={scaling.isFetching} />;
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
