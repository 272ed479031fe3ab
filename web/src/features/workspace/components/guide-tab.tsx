import { useQueryClient } from "@tanstack/react-query";
import type { Place } from "../../../../../domain/place/place";
import type { AdventureWithAccess } from "../../adventures";
import type { CurrentUser } from "../../auth";
import { GuideChat } from "../../guide";
import { getPathsQueryOptions } from "../../paths";
import type { PlannerPlaces } from "../use-planner-places";

/** The Guide AI tab: the chat, its suggestions on the map, and a path it creates opened on Paths. */
export function GuideTab({
	adventure,
	user,
	planner,
	status,
	onAddToPath,
	onOpenPath,
}: {
	adventure: AdventureWithAccess;
	user: CurrentUser;
	planner: PlannerPlaces;
	status: string | null;
	onAddToPath?: (place: Place) => void;
	onOpenPath: (pathId: string) => void;
}) {
	const queryClient = useQueryClient();
	return (
		<GuideChat
			adventure={adventure}
			user={user}
			mapCenter={planner.center}
			status={status}
			onSuggestionsChange={planner.setAiSuggestions}
			onSelect={planner.select}
			onAddToPath={onAddToPath}
			onPathCreated={(pathId) => {
				void queryClient.invalidateQueries({ queryKey: getPathsQueryOptions(adventure.id).queryKey });
				onOpenPath(pathId);
			}}
		/>
	);
}
