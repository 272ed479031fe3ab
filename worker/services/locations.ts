import { haversineKm, isValidCoordinate, type LatLng } from "../../domain/geo/geo";
import { type LocationType, locationTypeOfDestination } from "../../domain/geo/map";
import { MIN_DESTINATION_QUERY_LENGTH, searchTokens } from "../../domain/place/destination";
import { type AddressSuggestion, STAY_NEAR_KM } from "../../domain/place/stay-address";
import { foldText } from "../../domain/text";
import type { Db } from "../db";
import { type DestinationSize, destinationsNamed } from "../db/destinations";
import type { PlacesProvider } from "../providers/places";

/** The destination search reads at most this much of the typed text (the autocomplete schema's limit). */
const QUERY_MAX = 100;

/**
 * A destination typed but not picked from the suggestions, resolved to coordinates through the
 * places provider. Null when nothing matches or the provider fails — the adventure then stays
 * without coordinates and the workspace asks for the location; no other place is ever guessed.
 */
export async function resolveLocation(places: PlacesProvider, text: string): Promise<LatLng | null> {
	const query = text.trim().slice(0, QUERY_MAX).trim();
	if (query.length < MIN_DESTINATION_QUERY_LENGTH) return null;
	const point = await places.geocode(query).catch((error) => {
		console.warn("location lookup failed", error instanceof Error ? error.message : error);
		return null;
	});
	return point && isValidCoordinate(point.latitude, point.longitude) ? point : null;
}

/**
 * Suggestions for 'Where we're staying' near the trip's point (the provider's addresses near it);
 * without a point, the destinations. A failure is an empty list: the typed text stays usable.
 */
export async function staySuggestions(
	places: PlacesProvider,
	trip: LatLng | null,
	query: string,
	sessionToken?: string,
): Promise<AddressSuggestion[]> {
	if (query.length < MIN_DESTINATION_QUERY_LENGTH) return [];
	try {
		if (trip) return await places.addressesNear(query, trip, sessionToken);
		const found = await places.autocomplete(query, sessionToken);
		return found.map((suggestion) => ({ ...suggestion, latitude: null, longitude: null }));
	} catch (error) {
		console.warn("stay suggestions failed", error instanceof Error ? error.message : error);
		return [];
	}
}

/**
 * A stay's address typed but not picked: the best address near the trip (its point, or the details
 * of its id), else the provider's geocoding around the trip. Null when nothing matches; the caller
 * checks the distance (a match far away is not silently taken).
 */
export async function resolveStayAddress(
	places: PlacesProvider,
	text: string,
	trip: LatLng | null,
): Promise<LatLng | null> {
	if (!trip) return resolveLocation(places, text);
	const query = text.trim().slice(0, QUERY_MAX).trim();
	if (query.length < MIN_DESTINATION_QUERY_LENGTH) return null;
	const [best] = await staySuggestions(places, trip, query);
	if (best?.latitude != null && best.longitude != null) return { latitude: best.latitude, longitude: best.longitude };
	const details = best ? await places.details(best.place_id).catch(() => null) : null;
	if (details) return { latitude: details.latitude, longitude: details.longitude };
	const point = await places.geocode(query, trip).catch(() => null);
	return point && isValidCoordinate(point.latitude, point.longitude) ? point : null;
}

/** Whether a stay's point lies near enough the trip's (STAY_NEAR_KM); any point when the trip has none. */
export const nearTrip = (trip: LatLng | null, point: LatLng) => !trip || haversineKm(trip, point) <= STAY_NEAR_KM;

/** How far the adventure's point may lie from the catalog destination it is named after. */
const SAME_PLACE_KM = 50;
const NAMESAKES_MAX = 50;

/** The catalog destination named like `name`, nearest the point within `km`; null when none. */
async function namesakeNear(db: Db, name: string, point: LatLng, km: number): Promise<DestinationSize | null> {
	const words = searchTokens(name);
	if (words.length === 0) return null;
	const namesakes = (await destinationsNamed(db.$client, words, NAMESAKES_MAX)).filter(
		(d) => foldText(d.name) === foldText(name),
	);
	const nearest = namesakes
		.map((d) => ({ d, km: haversineKm(point, d) }))
		.filter((found) => found.km <= km)
		.sort((a, b) => a.km - b.km)[0];
	return nearest?.d ?? null;
}

/**
 * What kind of place an adventure is in, for the map's first zoom (big city, city, town, region):
 * the catalog destination named like the location's first part ("Grand Rapids" of "Grand Rapids,
 * Michigan, United States") nearest the adventure's point, within 50 km. Null when the catalog has
 * no such place (or the adventure no point): the map then guesses from the text.
 */
export async function catalogLocationType(
	db: Db,
	location: string,
	point: LatLng | null,
): Promise<LocationType | null> {
	const name = location.split(",")[0]?.trim() ?? "";
	if (!point) return null;
	const found = await namesakeNear(db, name, point, SAME_PLACE_KM);
	return found ? locationTypeOfDestination(found) : null;
}

/** A catalog city this close to the trip's point means the trip is in that city. */
const TRANSIT_CITY_KM = 30;

/** Parts of the location tried, in order ("South Kensington, London, United Kingdom": three). */
const TRANSIT_PARTS_MAX = 3;

/**
 * Whether the trip is in a city with public transport, from the catalog: the first part of the
 * location ("South Kensington", then "London", …) that names a catalog destination within 30 km
 * of the adventure's point decides; it is transit country when that destination is a city of
 * 100,000 people or more (a "city" or "big-city" by `locationTypeOfDestination`). A national park,
 * a region, a town, or a trip without a point or a catalog match: no transit.
 */
export async function transitAvailable(db: Db, location: string, point: LatLng | null): Promise<boolean> {
	if (!point) return false;
	const parts = location
		.split(",")
		.map((part) => part.trim())
		.filter(Boolean)
		.slice(0, TRANSIT_PARTS_MAX);
	for (const part of parts) {
		const found = await namesakeNear(db, part, point, TRANSIT_CITY_KM);
		if (found) return found.kind === "city" && locationTypeOfDestination(found) !== "town";
	}
	return false;
}
