import type { Place } from "../../../../../domain/place/place-rules";
import type { AdventureWithAccess } from "../../adventures";
import { PlacesTab as PlacesList } from "../../places";
import type { PlannerPlaces } from "../use-planner-places";
import { CoverageNotice } from "./coverage-notice";

/** The Places tab: search near the map centre and the saved places, wired to the map's selection. */
export function PlacesTab({
	adventureId,
	readOnly,
	planner,
	onAddToPath,
	coverage,
	onSetLocation,
}: {
	adventureId: string;
	coverage?: AdventureWithAccess["placesCoverage"];
	onSetLocation?: () => void;
	readOnly: boolean;
	planner: PlannerPlaces;
	onAddToPath?: (place: Place) => void;
}) {
	return (
		<div className="flex h-full flex-col">
			<CoverageNotice coverage={coverage} onSetLocation={onSetLocation} />
			<div className="min-h-0 flex-1">
				<PlacesList
					adventureId={adventureId}
					readOnly={readOnly}
					center={planner.center}
					results={planner.results}
					searching={planner.searching}
					hasSearched={planner.hasSearched}
					searchUnavailable={planner.searchUnavailable}
					highlightedId={planner.selected?.googlePlaceId ?? null}
					onSearch={planner.search}
					onPick={planner.pick}
					onSelect={planner.select}
					onSaved={planner.onSaved}
					onAddToPath={onAddToPath}
				/>
			</div>
		</div>
	);
}
