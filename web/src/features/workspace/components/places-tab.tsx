import type { Place } from "../../../../../domain/place/place";
import { PlacesTab as PlacesList } from "../../places";
import type { PlannerPlaces } from "../use-planner-places";

/** The Places tab: search near the map centre and the saved places, wired to the map's selection. */
export function PlacesTab({
	adventureId,
	readOnly,
	planner,
	onAddToPath,
}: {
	adventureId: string;
	readOnly: boolean;
	planner: PlannerPlaces;
	onAddToPath?: (place: Place) => void;
}) {
	return (
		<PlacesList
			adventureId={adventureId}
			readOnly={readOnly}
			center={planner.center}
			results={planner.results}
			searching={planner.searching}
			hasSearched={planner.hasSearched}
			highlightedId={planner.selected?.googlePlaceId ?? null}
			onSearch={planner.search}
			onPick={planner.pick}
			onSelect={planner.select}
			onSaved={planner.onSaved}
			onAddToPath={onAddToPath}
		/>
	);
}
