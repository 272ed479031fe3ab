import { CheckCircle2, CloudOff, MapPinned, Sparkles } from "lucide-react";
import { useState } from "react";
import { loadMessages } from "../../../../../domain/api/load-rules";
import type { MapPoint } from "../../../../../domain/geo/geo-rules";
import {
	type CategoryGroup,
	matchesChip,
	type Place,
	SAVED_FILTER_CHIPS,
} from "../../../../../domain/place/place-rules";
import { LoadError } from "../../../components/ui/load-error";
import { ListSkeleton, LoadingShape } from "../../../components/ui/skeleton";
import { cn } from "../../../lib/cn";
import type { PlacePrediction } from "../api/autocomplete-near";
import { useSavedPlaces } from "../api/get-saved-places";
import type { SaveResult } from "../api/save-place";
import { PlaceCard } from "./place-card";
import { PlaceSearchBox } from "./place-search-box";

interface Props {
	adventureId: string;
	readOnly: boolean;
	center: MapPoint | null;
	results: Place[];
	searching: boolean;
	hasSearched: boolean;
	/** The last search could not look (the places service did not answer): what to tell the family. */
	searchUnavailable?: string | null;
	highlightedId: string | null;
	onSearch: (query: string) => void;
	onPick: (prediction: PlacePrediction) => void;
	onSelect: (place: Place) => void;
	onSaved: (result: SaveResult) => void;
	onAddToPath?: (place: Place) => void;
}

/** The Places tab: search, results, and the saved list with category chips. */
export function PlacesTab(props: Props) {
	const { adventureId, readOnly, results, searching, hasSearched } = props;
	const saved = useSavedPlaces(adventureId);
	const savedIds = new Set((saved.data ?? []).map((s) => s.place.googlePlaceId));
	const unsavedResults = results.filter((place) => !savedIds.has(place.googlePlaceId));
	const [view, setView] = useState<"results" | "saved">("saved");
	const [chip, setChip] = useState<CategoryGroup | "all">("all");
	const showingResults = hasSearched && (view === "results" || (saved.data ?? []).length === 0);
	const bothExist = hasSearched && results.length > 0 && (saved.data ?? []).length > 0;

	const savedSorted = [...(saved.data ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
	const savedFiltered = savedSorted.filter((s) => matchesChip(s.place.category, chip));

	return (
		<div className="flex h-full flex-col" data-focus-scope>
			{!readOnly && (
				<div className="border-b border-sand-200 bg-white p-3">
					<PlaceSearchBox
						center={props.center}
						onSearch={(query) => {
							setView("results");
							props.onSearch(query);
						}}
						onPick={(prediction) => {
							setView("results");
							props.onPick(prediction);
						}}
					/>
				</div>
			)}
			{bothExist && (
				<div role="tablist" aria-label="Show" className="flex gap-1 border-b border-sand-200 bg-white px-3 py-2">
					{(["results", "saved"] as const).map((value) => (
						<button
							key={value}
							type="button"
							role="tab"
							aria-selected={(showingResults ? "results" : "saved") === value}
							onClick={() => setView(value)}
							className={cn(
								"rounded-full px-4 py-1.5 text-sm font-bold",
								(showingResults ? "results" : "saved") === value
									? "bg-brand-600 text-white"
									: "text-ink-700 hover:bg-sand-100",
							)}
						>
							{value === "results" ? `Results (${unsavedResults.length})` : `Saved (${savedSorted.length})`}
						</button>
					))}
				</div>
			)}
			<div className="bug-clearance min-h-0 flex-1 overflow-y-auto p-3">
				{searching ? (
					<div role="status" className="flex flex-col items-center gap-3 py-16 text-center">
						<Sparkles aria-hidden className="size-8 animate-pulse text-sunrise-500" />
						<p className="font-semibold text-ink-700">Guide AI is searching...</p>
					</div>
				) : showingResults ? (
					props.searchUnavailable ? (
						<Empty role="alert" icon={<CloudOff aria-hidden className="size-7" />} title={props.searchUnavailable} />
					) : results.length === 0 ? (
						<Empty icon={<MapPinned aria-hidden className="size-7" />} title="No places found here">
							Try another word, or move the map and search again.
						</Empty>
					) : unsavedResults.length === 0 ? (
						<Empty icon={<CheckCircle2 aria-hidden className="size-7" />} title="All results saved!">
							Everything from this search is in your saved places.
						</Empty>
					) : (
						<ul className="grid grid-cols-1 gap-3" aria-label="Search results">
							{unsavedResults.map((place) => (
								<li key={place.googlePlaceId}>
									<PlaceCard
										place={place}
										adventureId={adventureId}
										isSaved={false}
										readOnly={readOnly}
										highlighted={props.highlightedId === place.googlePlaceId}
										onSelect={props.onSelect}
										onSaved={props.onSaved}
										onAddToPath={props.onAddToPath}
									/>
								</li>
							))}
						</ul>
					)
				) : saved.isPending ? (
					<LoadingShape label="Loading saved places...">
						<ListSkeleton />
					</LoadingShape>
				) : saved.isError ? (
					<LoadError compact message={loadMessages.savedPlaces} onRetry={saved.refetch} retrying={saved.isFetching} />
				) : savedSorted.length === 0 ? (
					<Empty icon={<MapPinned aria-hidden className="size-7" />} title="No saved places yet">
						{readOnly
							? "Nothing has been saved to this adventure yet."
							: "Search above, or ask Guide AI, then tap the heart to save a place."}
					</Empty>
				) : (
					<>
						{/* On a phone the chips are one row that scrolls sideways: at 44 px each, wrapped they would fill the screen. */}
						<fieldset className="mb-3 flex min-w-0 flex-wrap gap-1.5 max-md:-mx-3 max-md:flex-nowrap max-md:overflow-x-auto max-md:px-3">
							<legend className="sr-only">Filter saved places</legend>
							{SAVED_FILTER_CHIPS.map((c) => (
								<button
									key={c.label}
									type="button"
									aria-pressed={chip === c.group}
									onClick={() => setChip(c.group)}
									className={cn(
										"shrink-0 rounded-full border px-3 py-1 text-xs font-bold",
										chip === c.group
											? "border-brand-600 bg-brand-600 text-white"
											: "border-sand-200 bg-white text-ink-700 hover:bg-sand-100",
									)}
								>
									{c.label}
								</button>
							))}
						</fieldset>
						<h2 className="sr-only">Saved Places</h2>
						{savedFiltered.length === 0 ? (
							<p className="py-8 text-center text-sm text-ink-500">No saved places in this category.</p>
						) : (
							<ul className="grid grid-cols-1 gap-3" aria-label="Saved places">
								{savedFiltered.map((s) => (
									<li key={s.id}>
										<PlaceCard
											place={s.place}
											adventureId={adventureId}
											isSaved
											readOnly={readOnly}
											highlighted={props.highlightedId === s.place.googlePlaceId}
											onSelect={props.onSelect}
											onAddToPath={props.onAddToPath}
										/>
									</li>
								))}
							</ul>
						)}
					</>
				)}
			</div>
		</div>
	);
}

function Empty({
	icon,
	title,
	children,
	role,
}: {
	icon: React.ReactNode;
	title: string;
	children?: React.ReactNode;
	/** "alert" when it says why nothing could be looked up. */
	role?: "alert";
}) {
	return (
		<div role={role} className="flex flex-col items-center px-6 py-14 text-center">
			<span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-600">{icon}</span>
			<h3 className="mt-4 font-display text-lg font-extrabold text-ink-900">{title}</h3>
			{children && <p className="mt-2 text-sm text-ink-500">{children}</p>}
		</div>
	);
}
