import { useQueryClient } from "@tanstack/react-query";
import type { Place } from "../../../../../domain/place/place-rules";
import type { AdventureWithAccess } from "../../adventures";
import type { CurrentUser } from "../../auth";
import { GuideChat } from "../../guide";
import { getPathsQueryOptions } from "../../paths";
import type { PlannerPlaces } from "../use-planner-places";
import { CoverageNotice } from "./coverage-notice";

/** The Guide AI tab: the chat, its suggestions on the map, and a path it creates opened on Paths. */
export function GuideTab({
	adventure,
	user,
	planner,
	status,
	onAddToPath,
	onOpenPath,
	onSetLocation,
}: {
	adventure: AdventureWithAccess;
	onSetLocation?: () => void;
	user: CurrentUser;
	planner: PlannerPlaces;
	status: string | null;
	onAddToPath?: (place: Place) => void;
	onOpenPath: (pathId: string) => void;
}) {
	const queryClient = useQueryClient();
	return (
		<div className="flex h-full flex-col">
			<CoverageNotice coverage={adventure.placesCoverage} onSetLocation={onSetLocation} />
			<div className="min-h-0 flex-1">
				<GuideChat
					adventure={adventure}
					user={user}
					// No centre until the adventure has coordinates: the guide asks for the location, never guesses.
					mapCenter={planner.hasLocation ? planner.center : null}
					status={status}
					onSuggestionsChange={planner.setAiSuggestions}
					onSelect={planner.select}
					onAddToPath={onAddToPath}
					onPathCreated={(pathId) => {
						void queryClient.invalidateQueries({ queryKey: getPathsQueryOptions(adventure.id).queryKey });
						onOpenPath(pathId);
					}}
				/>
			</div>
		</div>
	);
}
