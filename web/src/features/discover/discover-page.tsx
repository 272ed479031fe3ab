import { Compass, Search, SlidersHorizontal } from "lucide-react";
import { useMemo, useState } from "react";
import { useSearchParams } from "react-router-dom";
import {
	activeFilterCount,
	type DiscoverFilters,
	discoverSearchParams,
	FILTER_TEXT_MAX,
	matchesFilters,
	NO_FILTERS,
	parseDiscoverFilters,
} from "../../../../domain/adventure/discover";
import { loadMessages } from "../../../../domain/api/load-rules";
import { plural } from "../../../../domain/english";
import { isLocalWunder } from "../../../../domain/geo/geo-rules";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { LoadError } from "../../components/ui/load-error";
import { CardGridSkeleton, LoadingShape } from "../../components/ui/skeleton";
import { useAuth } from "../auth";
import { PageHeading } from "../layout";
import { usePublicAdventures } from "./api/get-public-adventures";
import { DiscoverCard } from "./components/discover-card";
import { DiscoverFilterPanel } from "./components/discover-filters";

const FILTER_PANEL_ID = "discover-filters";

/**
 * Discover (signed in and out): public adventures filtered in the browser with the domain's rules.
 * The filters live in the URL, so a filtered view can be shared and the back button undoes a change.
 */
export function DiscoverPage() {
	const { user } = useAuth();
	const [searchParams, setSearchParams] = useSearchParams();
	const filters = parseDiscoverFilters(searchParams);
	const chosen = activeFilterCount({ ...filters, q: "" });
	const [filtersOpen, setFiltersOpen] = useState(chosen > 0);
	const { data, isLoading, isError, isFetching, refetch } = usePublicAdventures();

	const setFilters = (next: DiscoverFilters, replace = false) =>
		setSearchParams(discoverSearchParams(next), { replace });
	const clear = () => setFilters(NO_FILTERS);

	const home = { latitude: user?.homeLatitude ?? null, longitude: user?.homeLongitude ?? null };
	const shown = useMemo(() => (data ?? []).filter((a) => matchesFilters(a, filters)), [data, filters]);

	return (
		<main className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
			<PageHeading
				title="Discover Adventures"
				subtitle="Find adventures other families have made public, and make one your own."
			/>
			<div className="mt-8 flex flex-col gap-3 sm:flex-row">
				<div className="relative flex-1">
					<Search
						aria-hidden
						className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-ink-500"
					/>
					<Input
						type="search"
						aria-label="Search adventures"
						placeholder="Search by title, location or tag"
						maxLength={FILTER_TEXT_MAX}
						value={filters.q}
						// Typing replaces the history entry: one back press leaves the search, not one letter.
						onChange={(event) => setFilters({ ...filters, q: event.target.value }, true)}
						className="pl-10"
					/>
				</div>
				<Button
					variant="outline"
					aria-expanded={filtersOpen}
					aria-controls={FILTER_PANEL_ID}
					onClick={() => setFiltersOpen((open) => !open)}
				>
					<SlidersHorizontal aria-hidden className="size-4" />
					{filtersOpen ? "Hide Filters" : "Show Filters"}
					{chosen > 0 && <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs text-white">{chosen}</span>}
				</Button>
			</div>
			{filtersOpen && (
				<div className="mt-4">
					<DiscoverFilterPanel id={FILTER_PANEL_ID} filters={filters} onChange={setFilters} onClear={clear} />
				</div>
			)}

			{isLoading ? (
				<LoadingShape label="Loading adventures..." className="mt-6">
					<CardGridSkeleton />
				</LoadingShape>
			) : isError ? (
				<LoadError message={loadMessages.publicAdventures} onRetry={refetch} retrying={isFetching} />
			) : (
				<>
					<p className="mt-6 text-sm font-semibold text-ink-500" aria-live="polite">
						{plural(shown.length, "adventure")} found
					</p>
					{shown.length === 0 ? (
						<div className="mt-6 flex flex-col items-center gap-3 rounded-[var(--radius-card)] border border-dashed border-sand-200 bg-white/60 px-6 py-16 text-center">
							<Compass aria-hidden className="size-8 text-sunrise-500" />
							<h2 className="font-display text-xl font-extrabold text-ink-900">No adventures found</h2>
							<p className="max-w-md text-sm text-ink-500">
								Try another search or fewer filters to see more family adventures.
							</p>
							<Button onClick={clear}>Clear All Filters</Button>
						</div>
					) : (
						<ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
							{shown.map((adventure) => (
								<li key={adventure.id}>
									<DiscoverCard adventure={adventure} localWunder={isLocalWunder(adventure, home)} />
								</li>
							))}
						</ul>
					)}
				</>
			)}
		</main>
	);
}
