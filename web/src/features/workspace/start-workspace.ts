import type { QueryClient } from "@tanstack/react-query";
import { mapCenter } from "../../../../domain/geo/map";
import { getAdventureQueryOptions } from "../adventures";
import type { CurrentUser } from "../auth";
import { startGuide } from "../guide";
import { getPathsQueryOptions } from "../paths";
import { getSavedPlacesQueryOptions } from "../places";

/**
 * The workspace's first load, begun before its screen renders: the adventure, its saved places and
 * paths (answered by the page itself when it came with them), and — for the owner — the guide's
 * conversation kept with the trip, or Wunder's opening when there is none yet.
 */
export function startWorkspace(queryClient: QueryClient, adventureId: string, user: Promise<CurrentUser | null>) {
	const adventure = queryClient.fetchQuery(getAdventureQueryOptions(adventureId));
	const saved = queryClient.fetchQuery(getSavedPlacesQueryOptions(adventureId));
	void queryClient.prefetchQuery(getPathsQueryOptions(adventureId));
	saved.catch(() => {}); // The screen asks again and shows what went wrong.
	Promise.all([user, adventure]).then(
		([signedIn, found]) => {
			if (!signedIn || found.access !== "owner") return;
			const center = saved.then((places) =>
				mapCenter(
					places.map((s) => ({ lat: s.place.latitude, lng: s.place.longitude })),
					{ lat: found.latitude, lng: found.longitude },
				),
			);
			startGuide(queryClient, found, signedIn.id, center);
		},
		// The screen asks again and shows what went wrong.
		() => {},
	);
}
