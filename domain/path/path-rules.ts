// Kept apart from the zod schemas in ./path so a screen that needs only these rules does not load zod.
import { listPhrase } from "../english";
import { haversineKm, type LatLng, type MapPoint } from "../geo/geo-rules";
import { categoryOfPlaceType, type PlaceCategoryName } from "../place/vocabulary";
import { legsKmOf } from "./pace-rules";
import { tripDays } from "./path-days";

export * from "./pace-rules";
export * from "./path-days";
export * from "./path-order";

/**
 * Paths: ordered routes of stops through an adventure's places. The API shapes, the request
 * schemas and the pure rules shared by the SPA, the Worker and the Guide AI: transport-type inference, suggested names, the colour palette, the route estimate used
 * without Google, reorder validation, order optimisation and the Google Maps directions link.
 * Distances and durations are shown with `formatDistance` / `formatDuration` from ./place.
 */

// ---------------------------------------------------------------------------------------------
// Constants

export const TRANSPORT_MODES = ["driving", "walking", "cycling", "transit"] as const;

export type TransportMode = (typeof TRANSPORT_MODES)[number];

/** A guide-created path without legs to judge (`inferTransportMode`). */
const DEFAULT_TRANSPORT_MODE: TransportMode = "driving";

export const PATH_NAME_MAX = 100;

export const PATH_DESCRIPTION_MAX = 1000;

/** Stops one path may hold (keeps route calls, matrices and batches small). */
export const MAX_PATH_STOPS = 50;

/** Paths one adventure may hold. */
export const MAX_PATHS_PER_ADVENTURE = 100;

/** A guide-created path's estimatedDuration, in minutes. */
export const GUIDE_PATH_ESTIMATED_DURATION = 180;

/** Upper bound for estimatedDuration (minutes): a fortnight. */
export const ESTIMATED_DURATION_MAX = 20_160;

/** Drag activation distance of the stop list. */
export const DRAG_ACTIVATION_PX = 8;

export const pathMessages = {
	nameRequired: "Path title is required",
	nameTooLong: `Path title must be at most ${PATH_NAME_MAX} characters`,
	descriptionTooLong: `Description must be at most ${PATH_DESCRIPTION_MAX} characters`,
	mode: "Transport mode must be driving, walking, cycling or transit",
	nothingToUpdate: "Nothing to update",
	pathNotFound: "Path not found",
	stopNotFound: "Stop not found",
	placeNotFound: "Place not found",
	ownerOnly: "Only the owner can change this path",
	tooManyStops: `A path can hold at most ${MAX_PATH_STOPS} stops`,
	tooManyPaths: `An adventure can hold at most ${MAX_PATHS_PER_ADVENTURE} paths`,
	alreadyOnPath: (placeName: string) => `${placeName} is already on this path`,
	allAlreadyOnPath: (placeNames: readonly string[]) =>
		`${listPhrase(placeNames)} ${placeNames.length === 1 ? "is" : "are"} already on this path`,
	placesRequired: "Choose at least one place",
	placeTwice: "Each place can be added only once",
	tooFewStops: "Route calculation needs at least 2 stops",
	dateFormat: "A path's day must be a real date written YYYY-MM-DD",
	dateOutsideTrip: (startDate: string, endDate: string) =>
		`A path's day must be one of the trip's days (${tripDays(startDate, endDate)})`,
	pathDays: 'pathDays must be "move" or "unassign"',
} as const;

/**
 * Path colours, cycled by a path's colour index. Mid-to-dark tones that keep
 * contrast against both light map tiles and the sand UI, and differ in hue from their neighbours.
 */
export const PATH_COLOURS = [
	{ name: "Blue Accent", hex: "#2563EB" },
	{ name: "Teal-Grey", hex: "#4B7B80" },
	{ name: "Deep Forest Green", hex: "#1F5F3A" },
	{ name: "Earth Brown", hex: "#7A5230" },
	{ name: "Nature Green", hex: "#3F8F3A" },
	{ name: "Adventure Purple", hex: "#7C3AED" },
	{ name: "Golden Brown", hex: "#A8741A" },
	{ name: "Deep Teal", hex: "#0F6E72" },
	{ name: "Sienna Brown", hex: "#A0522D" },
	{ name: "Dark Red", hex: "#A11D2B" },
] as const;

/** The palette colour (hex) of a colour index; any integer works (negative and large ones wrap). */
export function pathColour(index: number): string {
	const n = PATH_COLOURS.length;
	const i = Number.isFinite(index) ? ((Math.trunc(index) % n) + n) % n : 0;
	return PATH_COLOURS[i]?.hex ?? PATH_COLOURS[0].hex;
}

/**
 * The colour index of a new path: the first palette slot no other path of the adventure uses, so
 * colours stay distinct while there are at most 10 paths and a path keeps its colour when another is
 * deleted; with every slot taken, the count of paths cycles through the palette. The Worker applies
 * this rule inside the insert statement (worker/db/paths.ts `insertPathWithinLimit`), so parallel
 * creates follow it too; tests/worker/path-limits.test.ts holds the two to each other.
 */
export function nextColourIndex(used: readonly number[]): number {
	const taken = new Set(used.map((i) => ((i % PATH_COLOURS.length) + PATH_COLOURS.length) % PATH_COLOURS.length));
	for (let i = 0; i < PATH_COLOURS.length; i++) if (!taken.has(i)) return i;
	return used.length % PATH_COLOURS.length;
}

// ---------------------------------------------------------------------------------------------
// API shapes

/** A stop's place, as the stops call answers it. */
interface PathStopPlace {
	googlePlaceId: string;
	name: string;
	address: string | null;
	latitude: number;
	longitude: number;
	types: string[];
	photoUrl: string | null;
}

export interface PathStop {
	id: string;
	pathId: string;
	/** 1-based position in the path. */
	order: number;
	/** The place's id (= place.googlePlaceId). */
	placeId: string;
	place: PathStopPlace;
	createdAt: string;
}

export interface Path {
	id: string;
	adventureId: string;
	name: string;
	/** The same text as name: the API sends both spellings. */
	title: string;
	description: string | null;
	transportMode: TransportMode;
	/** The guide's spelling of transportMode. */
	transportType: TransportMode;
	/** Minutes; the guide sets 180, the Paths tab leaves it null. */
	estimatedDuration: number | null;
	colourIndex: number;
	/** Hex of `PATH_COLOURS[colourIndex % 10]`. */
	colour: string;
	/** The day of the trip the path belongs to (`YYYY-MM-DD`), or null for an undated path. */
	date: string | null;
	/** True while the mode follows the path's distances (nobody chose one yet). */
	modeAuto: boolean;
	stopCount: number;
	createdAt: string;
	updatedAt: string;
}

/** `GET /api/adventures/{id}/paths`: each path with its stops, so the map can draw every line. */
export interface PathWithStops extends Path {
	stops: PathStop[];
}

interface RouteLeg {
	fromStopId: string;
	toStopId: string;
	distanceMeters: number;
	durationSeconds: number;
	/** Walking legs: the minutes at the family's pace (its youngest child's; `walkingMinutesAtPace`). */
	paceMinutes?: number;
	/** Walking legs: "about 35 min at a 3-year-old's pace" (`paceLegLabel`). */
	paceLabel?: string;
}

export type RouteProviderKind = "google" | "estimate" | "osrm";

/**
 * `GET /api/paths/{id}/route`. status "ok": legs between consecutive stops and totals;
 * "too-few-stops" (fewer than 2 stops) and "failed" (the provider could not route): legs [],
 * totals 0, polyline null, and `error` says why, so the UI omits the distance display.
 */
export interface PathRoute {
	pathId: string;
	transportMode: TransportMode;
	provider: RouteProviderKind;
	status: "ok" | "too-few-stops" | "failed";
	legs: RouteLeg[];
	totalDistanceMeters: number;
	totalDurationSeconds: number;
	/** The road geometry (Google); null for estimates, which the map draws as straight segments. */
	polyline: MapPoint[] | null;
	error?: string;
}

/** `POST /api/paths/{id}/optimize`: a proposal; nothing changes until the client reorders. */
export interface OptimizeResult {
	/** Stop ids in the proposed order (the first stop stays first). */
	order: string[];
	currentSeconds: number;
	optimizedSeconds: number;
	savedSeconds: number;
	provider: RouteProviderKind;
}

export const EXPORT_FORMATS = ["gpx", "kml"] as const;

export type ExportFormat = (typeof EXPORT_FORMATS)[number];

// ---------------------------------------------------------------------------------------------
// Reorder validation

export type ReorderCheck = { ok: true; positions: Map<string, number> } | { ok: false; error: string };

/**
 * Whether `stopOrders` is a complete new order of a path's stops: exactly the path's stop ids, each
 * once, with the orders 1..n each once. On success, stop id → new 1-based position.
 */
export function validateReorder(
	stopIds: readonly string[],
	stopOrders: readonly { id: string; order: number }[],
): ReorderCheck {
	const known = new Set(stopIds);
	const seenIds = new Set<string>();
	const seenOrders = new Set<number>();
	const n = stopIds.length;
	for (const { id, order } of stopOrders) {
		if (!known.has(id)) return { ok: false, error: `Stop ${id} is not a stop of this path` };
		if (seenIds.has(id)) return { ok: false, error: `Stop ${id} is listed more than once` };
		seenIds.add(id);
		if (!Number.isInteger(order) || order < 1 || order > n) {
			return { ok: false, error: `Orders must run from 1 to ${n}; got ${order}` };
		}
		if (seenOrders.has(order)) return { ok: false, error: `Order ${order} is given to more than one stop` };
		seenOrders.add(order);
	}
	if (seenIds.size !== n) {
		const missing = stopIds.filter((stopId) => !seenIds.has(stopId));
		return {
			ok: false,
			error: `Every stop of the path needs an order; missing ${missing.length === 1 ? "stop" : "stops"} ${missing.join(", ")}`,
		};
	}
	return { ok: true, positions: new Map(stopOrders.map(({ id, order }) => [id, order])) };
}

// ---------------------------------------------------------------------------------------------
// Transport-type inference

const WALKING_MAX_LEG_KM = 0.5;

const WALKING_SHORT_LEG_KM = 2;

const WALKING_MAX_TOTAL_KM = 5;

const TRANSIT_MAX_LEG_KM = 5;

const TRANSIT_MAX_TOTAL_KM = 15;

/**
 * The transport type of a guide-created path from the distances between consecutive places:
 * walking if the longest leg is under 0.5 km, or under 2 km with a total under 5 km; transit if the
 * longest leg is under 5 km and the total under 15 km; else driving. Fewer than 2 places: driving
 * (the default; there is no leg to judge).
 */
export function inferTransportMode(points: readonly LatLng[]): TransportMode {
	const legs = legsKmOf(points);
	if (legs.length === 0) return DEFAULT_TRANSPORT_MODE;
	const longest = Math.max(...legs);
	const total = legs.reduce((sum, km) => sum + km, 0);
	if (longest < WALKING_MAX_LEG_KM || (longest < WALKING_SHORT_LEG_KM && total < WALKING_MAX_TOTAL_KM))
		return "walking";
	if (longest < TRANSIT_MAX_LEG_KM && total < TRANSIT_MAX_TOTAL_KM) return "transit";
	return "driving";
}

// ---------------------------------------------------------------------------------------------
// Suggested path names

type NameKind = "museum" | "park" | "restaurant" | "attraction";

/** The kind each category of the vocabulary counts as in a path's name; null: it names none. */
const NAME_KIND: Record<PlaceCategoryName, NameKind | null> = {
	museum: "museum",
	science: "museum",
	art: "museum",
	playground: "park",
	park: "park",
	hiking: null,
	beach: null,
	nature: null,
	zoo: "attraction",
	aquarium: "attraction",
	cafe: "restaurant",
	iceCream: "restaurant",
	food: "restaurant",
	lodging: null,
	themePark: "attraction",
	swimming: null,
	history: "attraction",
	library: null,
	shopping: null,
	boat: null,
	views: null,
	movies: null,
	camping: null,
	attraction: "attraction",
};

/** The one kind a place counts as (its first type whose category names a kind), or null. */
function nameKind(types: readonly string[]): NameKind | null {
	for (const type of types) {
		const category = categoryOfPlaceType(type);
		const kind = category ? NAME_KIND[category] : null;
		if (kind) return kind;
	}
	return null;
}

/** Names for mixes without two of one kind: the first pair (in this order) that is present wins. */
const MIXED_NAMES: { kinds: [NameKind, NameKind]; name: string }[] = [
	{ kinds: ["museum", "park"], name: "Culture & Green Spaces" },
	{ kinds: ["museum", "restaurant"], name: "Culture & Cuisine Tour" },
	{ kinds: ["museum", "attraction"], name: "Sights & Stories Tour" },
	{ kinds: ["park", "restaurant"], name: "Parks & Picnic Trail" },
	{ kinds: ["park", "attraction"], name: "Fun in the Fresh Air" },
	{ kinds: ["attraction", "restaurant"], name: "Fun & Food Day" },
];

export const FALLBACK_PATH_NAME = "Family Adventure Path";

/**
 * A name for a path through these places, from the counts of their kinds: 2+ museums 'Museum
 * Tour', 2+ parks 'Parks & Gardens Route', 2+ restaurants 'Dining Adventure', 2+ attractions
 * 'Attractions Tour' (first match in that order); else one of two different kinds gives a mixed
 * name; else the first place's name + ' Adventure'; with no places 'Family Adventure Path'.
 */
export function suggestPathName(places: readonly { name: string; types: readonly string[] }[]): string {
	const counts: Record<NameKind, number> = { museum: 0, park: 0, restaurant: 0, attraction: 0 };
	for (const place of places) {
		const kind = nameKind(place.types);
		if (kind) counts[kind]++;
	}
	if (counts.museum >= 2) return "Museum Tour";
	if (counts.park >= 2) return "Parks & Gardens Route";
	if (counts.restaurant >= 2) return "Dining Adventure";
	if (counts.attraction >= 2) return "Attractions Tour";
	for (const { kinds, name } of MIXED_NAMES) {
		if (counts[kinds[0]] > 0 && counts[kinds[1]] > 0) return name;
	}
	const first = places[0]?.name.trim();
	if (!first) return FALLBACK_PATH_NAME;
	const suggestion = `${first} Adventure`;
	return suggestion.length <= PATH_NAME_MAX ? suggestion : `${first.slice(0, PATH_NAME_MAX - 11).trimEnd()}… Adventure`;
}

// ---------------------------------------------------------------------------------------------
// Route estimate (the embedded routes provider)

export interface EstimateProfile {
	/** Average speed (km/h) over the first `longDistanceKm` of road. */
	speedKmh: number;
	/** Road distance ÷ great-circle distance. */
	detourFactor: number;
	/** Road beyond this many km is covered at `longSpeedKmh` (driving: open roads). */
	longDistanceKm: number | null;
	longSpeedKmh: number | null;
	/** Added once per leg (transit: waiting for the next service). */
	waitSeconds: number;
}

/**
 * Documented speeds of the estimate (no Google key): a leg's road distance is the great-circle
 * distance × the detour factor; its duration is that distance at the mode's speed, plus the wait.
 * Walking 4.5 km/h ×1.3; cycling 15 km/h ×1.25; driving 45 km/h (town traffic) for the first 30 km
 * and 80 km/h beyond, ×1.35; transit 22 km/h ×1.4 plus 5 minutes' wait per leg.
 */
export const ESTIMATE_PROFILES: Record<TransportMode, EstimateProfile> = {
	walking: { speedKmh: 4.5, detourFactor: 1.3, longDistanceKm: null, longSpeedKmh: null, waitSeconds: 0 },
	cycling: { speedKmh: 15, detourFactor: 1.25, longDistanceKm: null, longSpeedKmh: null, waitSeconds: 0 },
	driving: { speedKmh: 45, detourFactor: 1.35, longDistanceKm: 30, longSpeedKmh: 80, waitSeconds: 0 },
	transit: { speedKmh: 22, detourFactor: 1.4, longDistanceKm: null, longSpeedKmh: null, waitSeconds: 300 },
};

/** The estimated road distance (m) and duration (s) of one leg; both 0 for the same point. */
export function estimateLeg(
	from: LatLng,
	to: LatLng,
	mode: TransportMode,
): { distanceMeters: number; durationSeconds: number } {
	const profile = ESTIMATE_PROFILES[mode];
	const roadKm = haversineKm(from, to) * profile.detourFactor;
	if (roadKm === 0) return { distanceMeters: 0, durationSeconds: 0 };
	let hours: number;
	if (profile.longDistanceKm != null && profile.longSpeedKmh != null && roadKm > profile.longDistanceKm) {
		hours = profile.longDistanceKm / profile.speedKmh + (roadKm - profile.longDistanceKm) / profile.longSpeedKmh;
	} else {
		hours = roadKm / profile.speedKmh;
	}
	return {
		distanceMeters: Math.round(roadKm * 1000),
		durationSeconds: Math.round(hours * 3600 + profile.waitSeconds),
	};
}

// ---------------------------------------------------------------------------------------------
// Google Maps directions link

/** travelmode values of Google Maps URLs. */
const GOOGLE_MAPS_TRAVEL_MODE: Record<TransportMode, string> = {
	driving: "driving",
	walking: "walking",
	cycling: "bicycling",
	transit: "transit",
};

/** At most this many waypoints between origin and destination (Google Maps URLs allow 9 on mobile). */
const DIRECTIONS_MAX_WAYPOINTS = 9;

const coord = (value: number) => String(Math.round(value * 1e6) / 1e6);

const isGooglePlaceId = (value: string | null | undefined): value is string =>
	typeof value === "string" && value.length > 0 && !value.includes(":");

/**
 * `https://www.google.com/maps/dir/?api=1&origin=…&destination=…&waypoints=a|b&travelmode=…` with the
 * stops in order (coordinates; Google place ids too when every stop has one). Null for fewer than 2
 * stops. Stops beyond the URL's waypoint limit are dropped from the middle, keeping both ends.
 */
export function googleMapsDirectionsUrl(
	stops: readonly { latitude: number; longitude: number; googlePlaceId?: string | null }[],
	mode: TransportMode,
): string | null {
	if (stops.length < 2) return null;
	const first = stops[0];
	const last = stops[stops.length - 1];
	if (!first || !last) return null;
	const middle = stops.slice(1, -1).slice(0, DIRECTIONS_MAX_WAYPOINTS);
	const at = (s: { latitude: number; longitude: number }) => `${coord(s.latitude)},${coord(s.longitude)}`;
	const params = new URLSearchParams({ api: "1", origin: at(first), destination: at(last) });
	if (middle.length > 0) params.set("waypoints", middle.map(at).join("|"));
	params.set("travelmode", GOOGLE_MAPS_TRAVEL_MODE[mode]);
	const used = [first, ...middle, last];
	if (used.every((s) => isGooglePlaceId(s.googlePlaceId))) {
		params.set("origin_place_id", first.googlePlaceId as string);
		params.set("destination_place_id", last.googlePlaceId as string);
		if (middle.length > 0) params.set("waypoint_place_ids", middle.map((s) => s.googlePlaceId).join("|"));
	}
	return `https://www.google.com/maps/dir/?${params}`;
}
