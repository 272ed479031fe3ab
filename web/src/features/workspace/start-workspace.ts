import type { QueryClient } from "@tanstack/react-query";
import { mapCenter } from "../../../../domain/geo/map";
import { getAdventureQueryOptions } from "../adventures";
import type { CurrentUser } from "../auth";
import { askOpeningEarly } from "../guide";
import { getPathsQueryOptions } from "../paths";
import { getSavedPlacesQueryOptions } from "../places";

/**
 * The workspace's first load, begun before its screen renders: the adventure, its saved places and
 * paths (answered by the page itself when it came with them), and — for the owner, whose chat is
 * empty on a page load — Wunder's opening message, with the same context the chat would send.
 */
export function startWorkspace(queryClient: QueryClient, adventureId: string, user: Promise<CurrentUser | null>) {
	const adventure = queryClient.fetchQuery(getAdventureQueryOptions(adventureId));
	const saved = queryClient.fetchQuery(getSavedPlacesQueryOptions(adventureId));
	void queryClient.prefetchQuery(getPathsQueryOptions(adventureId));
	Promise.all([user, adventure, saved]).then(
		([signedIn, found, places]) => {
			if (!signedIn || found.access !== "owner") return;
			const center = mapCenter(
				places.map((s) => ({ lat: s.place.latitude, lng: s.place.longitude })),
				{ lat: found.latitude, lng: found.longitude },
			);
			askOpeningEarly(found, signedIn.id, center);
		},
		// The screen asks again and shows what went wrong.
		() => {},
	);
}
