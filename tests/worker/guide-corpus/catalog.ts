// The whole embedded catalog (every migrations/seed/family-places/*.json) in the test D1, and the
// offline guide asked a corpus question with the trip as its context.
import { env } from "cloudflare:workers";
import type { LatLng } from "../../../domain/geo/geo-rules";
import type { Ask } from "../../../domain/guide/ask";
import type { GuideChatMessage, GuideResponse } from "../../../domain/guide/guide";
import type { Place } from "../../../domain/place/place";
import acadia from "../../../migrations/seed/family-places/acadia.json";
import cities from "../../../migrations/seed/family-places/destinations-cities.json";
import parks from "../../../migrations/seed/family-places/destinations-parks.json";
import smokies from "../../../migrations/seed/family-places/great-smoky-mountains.json";
import london from "../../../migrations/seed/family-places/london.json";
import newYork from "../../../migrations/seed/family-places/new-york.json";
import olympic from "../../../migrations/seed/family-places/olympic.json";
import orlando from "../../../migrations/seed/family-places/orlando.json";
import paris from "../../../migrations/seed/family-places/paris.json";
import rocky from "../../../migrations/seed/family-places/rocky-mountain.json";
import sanDiego from "../../../migrations/seed/family-places/san-diego.json";
import washington from "../../../migrations/seed/family-places/washington-dc.json";
import yellowstone from "../../../migrations/seed/family-places/yellowstone.json";
import type { FamilyPlaceSeedRow } from "../../../scripts/build-family-places-seed.mjs";
import { places } from "../../../worker/db/schema";
import { CatalogPlacesProvider } from "../../../worker/providers/places";
import { EstimateRoutesProvider } from "../../../worker/providers/routes";
import { offlineGuide } from "../../../worker/services/guide";
import { destinationPlaceNames } from "../../../worker/services/guide/trip-places";
import type { GuideContext } from "../../../worker/services/guide/types";
import { db } from "../helpers";
import type { Trip } from "./corpus";
import type { JudgeCatalog, JudgedAnswer, JudgedPlace } from "./judge";

/** A place as the JSON files write it: the seed row's fields, those the writers were unsure of absent. */
type SeedPlace = Pick<FamilyPlaceSeedRow, "id" | "name" | "types" | "latitude" | "longitude"> &
	Partial<Record<"address" | "website" | "phone" | "familySummary" | "pithySummary" | "whyKidsLoveIt", string>> & {
		ages?: number[];
		tags?: string[];
		priceLevel?: number;
	};

const FILES: Record<string, SeedPlace[]> = {
	acadia,
	"great-smoky-mountains": smokies,
	london,
	"new-york": newYork,
	olympic,
	orlando,
	paris,
	"rocky-mountain": rocky,
	"san-diego": sanDiego,
	"washington-dc": washington,
	yellowstone,
};

const DESTINATIONS = new Map(
	[...cities, ...parks].map((d) => [
		d.slug,
		{ name: d.name, center: { latitude: d.latitude, longitude: d.longitude } },
	]),
);

type CatalogRow = JudgedPlace & { destination: string };

const ROWS: CatalogRow[] = Object.entries(FILES).flatMap(([destination, list]) =>
	list.map((p) => ({
		id: `cat:${p.id}`,
		name: p.name,
		types: p.types,
		tags: p.tags ?? [],
		ages: p.ages ? [p.ages[0] ?? 0, p.ages[1] ?? 18] : null,
		latitude: p.latitude,
		longitude: p.longitude,
		priceLevel: p.priceLevel ?? null,
		familySummary: p.familySummary ?? null,
		pithySummary: p.pithySummary ?? null,
		whyKidsLoveIt: p.whyKidsLoveIt ?? null,
		destination,
	})),
);
const BY_ID = new Map(ROWS.map((row) => [row.id, row]));

/** Every catalog place, for the judge's own checks. */
export const catalogRows: readonly CatalogRow[] = ROWS;

export const catalog: JudgeCatalog = {
	place: (id) => BY_ID.get(id),
	center(destination) {
		const found = DESTINATIONS.get(destination);
		if (!found) throw new Error(`no destination ${destination}`);
		return found.center;
	},
};

/** Loads every catalog place into the test D1, as the seed writes them (catalog ids, no ratings). */
export async function insertCatalog(): Promise<void> {
	const inserts = Object.entries(FILES).flatMap(([destination, list]) =>
		list.map((p) =>
			db()
				.insert(places)
				.values({
					id: `cat:${p.id}`,
					name: p.name,
					latitude: p.latitude,
					longitude: p.longitude,
					address: p.address ?? null,
					types: p.types,
					website: p.website ?? null,
					phone: p.phone ?? null,
					familySummary: p.familySummary ?? null,
					pithySummary: p.pithySummary ?? null,
					whyKidsLoveIt: p.whyKidsLoveIt ?? null,
					ages: p.ages ? [p.ages[0] ?? 0, p.ages[1] ?? 18] : null,
					tags: p.tags ?? [],
					priceLevel: p.priceLevel ?? null,
					source: "catalog",
					destination,
				})
				.onConflictDoNothing(),
		),
	);
	for (let i = 0; i < inserts.length; i += 50) {
		const [first, ...rest] = inserts.slice(i, i + 50);
		if (first) await db().batch([first, ...rest]);
	}
}

const PARKS = new Set(parks.map((d) => d.slug));

/** A card as the judge reads it. */
const judged = (place: Place): JudgedPlace => ({ ...place, id: place.googlePlaceId });

export const judgedAnswer = (response: GuideResponse): JudgedAnswer => ({
	content: response.content,
	isClarification: response.isClarification,
	suggestions: response.suggestions.map(judged),
	backupSuggestions: response.backupSuggestions.map(judged),
});

/** What the room would hand the guide for this trip: saved places, the stay, the dates. */
export async function contextFor(
	message: string,
	trip: Trip,
	conversation: { history?: GuideChatMessage[]; suggestedIds?: Set<string> } = {},
): Promise<GuideContext> {
	const provider = new CatalogPlacesProvider(env.DB);
	const destination = DESTINATIONS.get(trip.destination);
	if (!destination) throw new Error(`no destination ${trip.destination}`);
	const savedIds = [...(trip.saved ?? []), ...(typeof trip.stay === "string" ? [trip.stay] : [])].map(
		(slug) => `cat:${slug}`,
	);
	const savedPlaces: Place[] = [];
	for (const id of new Set(savedIds)) {
		const place = await provider.placeDetails(id);
		if (!place) throw new Error(`saved ${id} is not in the test D1`);
		savedPlaces.push(place);
	}
	let stay: { label: string; point: LatLng } | null = null;
	if (typeof trip.stay === "string") {
		const lodging = savedPlaces.find((p) => p.googlePlaceId === `cat:${trip.stay}`);
		if (lodging) stay = { label: lodging.name, point: { latitude: lodging.latitude, longitude: lodging.longitude } };
	} else if (trip.stay) {
		stay = { label: trip.stay.label, point: { latitude: trip.stay.lat, longitude: trip.stay.lng } };
	}
	return {
		message,
		adventureId: `corpus-${trip.destination}`,
		location: destination.name,
		kidAges: trip.kids,
		center: destination.center,
		centerSource: "adventure",
		adventureCenter: destination.center,
		zoom: PARKS.has(trip.destination) ? 9 : 11,
		excludeIds: new Set(savedIds),
		history: conversation.history ?? [],
		savedPlaces,
		suggestedIds: conversation.suggestedIds ?? new Set(),
		stay,
		tripDates: { start: trip.start, end: trip.end },
		// As the turn reads a message: the destination's places are what its names resolve to.
		placeNames: await destinationPlaceNames(db(), destination.center),
	};
}

/**
 * The offline guide, as `npm start` ships it: the catalog and the embedded estimate routes. Given an
 * ask (an ideal one, written by hand), the guide acts on it instead of reading the message itself.
 */
export async function askGuide(context: GuideContext, ask?: Ask): Promise<GuideResponse> {
	const answer = await offlineGuide.respond(ask ? { ...context, ask } : context, {
		places: new CatalogPlacesProvider(env.DB),
		status: () => {},
		routes: new EstimateRoutesProvider(),
	});
	return answer.response;
}
