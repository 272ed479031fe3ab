import { type ExportFormat, pathMessages, type TransportMode } from "../../domain/path/path";
import type { Place } from "../../domain/place/place";
import { publicPhotoPath, publicViewMessages } from "../../domain/share/public-view";
import type { PublicAdventure } from "../../domain/share/share";
import type { Db } from "../db";
import { findPathWithAdventure, isPlaceOfAdventure } from "../db/paths";
import type { AdventureRow, PathRow } from "../db/schema";
import type { Deps } from "../lib/deps";
import { NotFoundError } from "../lib/errors";
import type { Access } from "./adventure-access";
import { adventureWithAccess } from "./adventures";
import { exportPath, listPaths, pathRoute } from "./paths";
import { familyReviews, placeDetails, placePhoto } from "./places";
import { listSavedPlaces } from "./saved-places";

/**
 * The public view (`/adventure/{id}/public`, `/public/{id}?share=`): one adventure read-only, for
 * anyone who may read it (signed in or not, beta password or not; see worker/middleware/beta-gate.ts).
 * Every read here is about that adventure alone: a place must be saved in it or be a stop of one of
 * its paths, a path must be one of its paths, a photo one of its places'.
 */

/** Where the answers' photos point: the public view's photo route of this adventure, with the caller's token. */
interface PhotoScope {
	adventureId: string;
	share: string | undefined;
}

const PROXY_PREFIX = "/api/places/photo?";

/** A photo through the signed-in proxy, as the public view's own photo route; any other image as it is. */
function publicPhoto(url: string, scope: PhotoScope): string {
	if (!url.startsWith(PROXY_PREFIX)) return url;
	const name = new URLSearchParams(url.slice(PROXY_PREFIX.length)).get("name");
	return name ? publicPhotoPath(scope.adventureId, name, scope.share) : url;
}

function withPublicPhotos<T extends { photoUrl: string | null; photoUrls?: string[] }>(place: T, scope: PhotoScope): T {
	return {
		...place,
		photoUrl: place.photoUrl && publicPhoto(place.photoUrl, scope),
		...(place.photoUrls ? { photoUrls: place.photoUrls.map((url) => publicPhoto(url, scope)) } : {}),
	};
}

/** Everything the public view shows: the adventure, its saved places and its paths with their stops. */
export async function publicAdventure(
	db: Db,
	adventure: AdventureRow,
	access: Access,
	share: string | undefined,
): Promise<PublicAdventure> {
	const [savedPlaces, paths] = await Promise.all([listSavedPlaces(db, adventure.id), listPaths(db, adventure.id)]);
	const scope = { adventureId: adventure.id, share };
	return {
		adventure: adventureWithAccess(adventure, access),
		savedPlaces: savedPlaces.map((saved) => ({ ...saved, place: withPublicPhotos(saved.place, scope) })),
		paths: paths.map((path) => ({
			...path,
			stops: path.stops.map((stop) => ({ ...stop, place: withPublicPhotos(stop.place, scope) })),
		})),
	};
}

/** 404 `Place not found` unless the place is saved in the adventure or a stop of one of its paths. */
async function requirePlaceOf(db: Db, adventure: AdventureRow, placeId: string): Promise<void> {
	if (!(await isPlaceOfAdventure(db, adventure.id, placeId))) throw new NotFoundError(pathMessages.placeNotFound);
}

/** The place panel's details of one of the adventure's places. */
export async function publicPlaceDetails(
	deps: Pick<Deps, "db" | "places">,
	adventure: AdventureRow,
	placeId: string,
	share: string | undefined,
): Promise<Place> {
	await requirePlaceOf(deps.db, adventure, placeId);
	return withPublicPhotos(await placeDetails(deps.places, placeId), { adventureId: adventure.id, share });
}

/** Field Notes of one of the adventure's places (its notes and family reviews). */
export async function publicFamilyReviews(
	deps: Pick<Deps, "db" | "places" | "config">,
	adventure: AdventureRow,
	placeId: string,
): ReturnType<typeof familyReviews> {
	await requirePlaceOf(deps.db, adventure, placeId);
	return familyReviews(deps, placeId);
}

/** A Google photo of one of the adventure's places (`places/{placeId}/photos/…`); 404 for any other. */
export async function publicPlacePhoto(
	deps: Pick<Deps, "db" | "places">,
	adventure: AdventureRow,
	photoName: string,
): ReturnType<typeof placePhoto> {
	const placeId = photoName.split("/")[1] ?? "";
	if (!(await isPlaceOfAdventure(deps.db, adventure.id, placeId))) {
		throw new NotFoundError(publicViewMessages.photoNotFound);
	}
	return placePhoto(deps.places, photoName);
}

/** One of the adventure's paths; 404 `Path not found` for a path of another adventure or none. */
async function pathOf(db: Db, adventure: AdventureRow, pathId: string): Promise<PathRow> {
	const found = await findPathWithAdventure(db, pathId);
	if (!found || found.path.adventureId !== adventure.id) throw new NotFoundError(pathMessages.pathNotFound);
	return found.path;
}

/** Legs and totals of one of the adventure's paths (another mode to preview, or its own). */
export async function publicPathRoute(
	deps: Pick<Deps, "db" | "routes">,
	adventure: AdventureRow,
	pathId: string,
	mode: TransportMode | undefined,
): ReturnType<typeof pathRoute> {
	return pathRoute(deps, await pathOf(deps.db, adventure, pathId), adventure, mode);
}

/** One of the adventure's paths as a GPX or KML file. */
export async function publicPathExport(
	deps: Pick<Deps, "db" | "routes">,
	adventure: AdventureRow,
	pathId: string,
	format: ExportFormat,
): ReturnType<typeof exportPath> {
	return exportPath(deps, await pathOf(deps.db, adventure, pathId), format);
}
