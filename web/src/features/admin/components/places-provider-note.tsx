import { MapPinned } from "lucide-react";
import { loadMessages } from "../../../../../domain/api/load-rules";
import { LoadError } from "../../../components/ui/load-error";
import { Skeleton } from "../../../components/ui/skeleton";
import { usePlacesProvider } from "../api/get-places-provider";

/**
 * The operator's line on places under the dashboard's cards: which provider finds places and, when
 * it does not cover the world, which setting would. Families never see it (admins only, server-side).
 */
export function PlacesProviderNote() {
	const report = usePlacesProvider();
	if (report.isError) {
		return (
			<LoadError compact message={loadMessages.placesProvider} onRetry={report.refetch} retrying={report.isFetching} />
		);
	}
	if (!report.data) return <Skeleton className="h-16 w-full rounded-[var(--radius-card)]" />;
	const { label, hint } = report.data;
	return (
		<section
			aria-labelledby="places-provider-heading"
			className="flex gap-3 rounded-[var(--radius-card)] border border-sand-200 bg-sand-50 p-4 text-sm"
		>
			<MapPinned aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
			<div className="min-w-0">
				<h2 id="places-provider-heading" className="font-semibold text-ink-900">
					{label}
				</h2>
				{hint && <p className="mt-1 break-words text-ink-700">{hint}</p>}
			</div>
		</section>
	);
}
