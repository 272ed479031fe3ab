// Kept apart from the zod schemas in ./place so a screen that needs only these rules does not load zod.

/**
 * A place as the API returns it. `googlePlaceId` is the id every place call uses: a Google place
 * id with Google Places, a catalog id ("cat:…") with the embedded catalog.
 */
export interface Place {
	googlePlaceId: string;
	name: string;
	latitude: number;
	longitude: number;
	address: string | null;
	/** Five-star rating exactly as the provider gives it; absent for catalog places (never invented). */
	rating: number | null;
	userRatingCount: number | null;
	/** 1 to 4, shown as that many dollar signs; null when unknown. */
	priceLevel: number | null;
	types: string[];
	/** The category group of the first known type (see `categoryGroup`). */
	category: CategoryGroup;
	photoUrl: string | null;
	photoUrls: string[];
	website: string | null;
	phoneNumber: string | null;
	openingHours: string[];
	familySummary: string | null;
	pithySummary: string | null;
	whyKidsLoveIt: string | null;
	summaryGenerated: boolean;
	editorialSummary: string | null;
	businessStatus: string | null;
	fieldNotes: FieldNote[];
	/** Best-suited kids' ages [min, max] when known. */
	ages: [number, number] | null;
	tags: string[];
	source: "catalog" | "google" | "osm";
	isValidated: boolean;
	/** Distance from the search centre, in metres, on search results. */
	distanceMeters?: number;
}

type FieldNoteAuthor = "User" | "Reviewer" | "Guide AI";

/** A field note: one per type, authors ranked User > Reviewer > Guide AI. */
export interface FieldNote {
	type: string;
	note: string;
	author: FieldNoteAuthor;
}

/** A travel-blog review of a place by a family. */
export interface FamilyReview {
	summary: string;
	authorName: string;
	ageRange: string | null;
	/** URL of the original review ('Read Original'). */
	source: string;
	fieldNotes: FieldNote[];
}

export interface SavedPlace {
	id: string;
	createdAt: string;
	intentCategory: SaveIntentCategory;
	place: Place;
}

/** Autocomplete prediction near a point (workspace search). */
export interface PlacePrediction {
	place_id: string;
	description: string;
	structured_formatting: { main_text: string; secondary_text: string };
	types: string[];
}

// ---------------------------------------------------------------------------------------------
// Categories

/** Place-card icons: the first place type that matches, in this order; fallback the bank icon. */
export const CATEGORY_ICON_KEYS = [
	"restaurant",
	"cafe",
	"bar",
	"lodging",
	"attraction",
	"theater",
	"museum",
	"library",
	"school",
	"park",
	"beach",
	"hiking",
	"campground",
	"mall",
	"airport",
	"gas_station",
	"marina",
	"tour_agency",
	"gym",
	"hospital",
	"place_of_worship",
	"bank",
] as const;

export type CategoryIconKey = (typeof CATEGORY_ICON_KEYS)[number];

/** Which icon key a provider type maps to (Google-style types and their common variants). */
const ICON_FOR_TYPE: Record<string, CategoryIconKey> = {
	restaurant: "restaurant",
	pizza_restaurant: "restaurant",
	fast_food_restaurant: "restaurant",
	meal_takeaway: "restaurant",
	food: "restaurant",
	cafe: "cafe",
	coffee_shop: "cafe",
	bakery: "cafe",
	ice_cream_shop: "cafe",
	bar: "bar",
	pub: "bar",
	lodging: "lodging",
	hotel: "lodging",
	motel: "lodging",
	resort_hotel: "lodging",
	tourist_attraction: "attraction",
	amusement_park: "attraction",
	water_park: "attraction",
	zoo: "attraction",
	aquarium: "attraction",
	historical_landmark: "attraction",
	visitor_center: "attraction",
	bowling_alley: "attraction",
	movie_theater: "theater",
	theater: "theater",
	performing_arts_theater: "theater",
	museum: "museum",
	art_gallery: "museum",
	library: "library",
	school: "school",
	primary_school: "school",
	park: "park",
	playground: "park",
	national_park: "park",
	garden: "park",
	natural_feature: "park",
	farm: "park",
	beach: "beach",
	hiking_area: "hiking",
	campground: "campground",
	rv_park: "campground",
	shopping_mall: "mall",
	store: "mall",
	airport: "airport",
	gas_station: "gas_station",
	marina: "marina",
	tour_agency: "tour_agency",
	travel_agency: "tour_agency",
	gym: "gym",
	stadium: "gym",
	swimming_pool: "gym",
	hospital: "hospital",
	place_of_worship: "place_of_worship",
	church: "place_of_worship",
	mosque: "place_of_worship",
	synagogue: "place_of_worship",
	hindu_temple: "place_of_worship",
	bank: "bank",
};

export function categoryIconKey(types: readonly string[]): CategoryIconKey {
	for (const type of types) {
		const key = ICON_FOR_TYPE[type];
		if (key) return key;
	}
	return "bank";
}

export const CATEGORY_GROUPS = [
	"food",
	"nature",
	"cultural",
	"entertainment",
	"shopping",
	"accommodation",
	"sports",
	"wellness",
	"transportation",
	"other",
] as const;

export type CategoryGroup = (typeof CATEGORY_GROUPS)[number];

const GROUP_FOR_TYPE: Record<string, CategoryGroup> = {
	restaurant: "food",
	pizza_restaurant: "food",
	fast_food_restaurant: "food",
	cafe: "food",
	coffee_shop: "food",
	bakery: "food",
	ice_cream_shop: "food",
	bar: "food",
	food: "food",
	park: "nature",
	playground: "nature",
	national_park: "nature",
	hiking_area: "nature",
	natural_feature: "nature",
	garden: "nature",
	farm: "nature",
	beach: "nature",
	campground: "nature",
	museum: "cultural",
	art_gallery: "cultural",
	church: "cultural",
	place_of_worship: "cultural",
	historical_landmark: "cultural",
	library: "cultural",
	landmark: "cultural",
	visitor_center: "cultural",
	zoo: "entertainment",
	aquarium: "entertainment",
	amusement_park: "entertainment",
	water_park: "entertainment",
	movie_theater: "entertainment",
	bowling_alley: "entertainment",
	tourist_attraction: "entertainment",
	shopping_mall: "shopping",
	store: "shopping",
	lodging: "accommodation",
	hotel: "accommodation",
	motel: "accommodation",
	resort_hotel: "accommodation",
	gym: "sports",
	stadium: "sports",
	swimming_pool: "sports",
	golf_course: "sports",
	spa: "wellness",
	beauty_salon: "wellness",
	massage: "wellness",
	train_station: "transportation",
	bus_station: "transportation",
	subway_station: "transportation",
	airport: "transportation",
};

/** The category group of a place: from its first type that belongs to a group, else 'other'. */
export function categoryGroup(types: readonly string[]): CategoryGroup {
	for (const type of types) {
		const group = GROUP_FOR_TYPE[type];
		if (group) return group;
	}
	return "other";
}

/** The Saved Places filter chips; transportation is not a filter. */
export const SAVED_FILTER_CHIPS: { label: string; group: CategoryGroup | "all" }[] = [
	{ label: "All", group: "all" },
	{ label: "Food", group: "food" },
	{ label: "Nature", group: "nature" },
	{ label: "Cultural", group: "cultural" },
	{ label: "Entertainment", group: "entertainment" },
	{ label: "Shopping", group: "shopping" },
	{ label: "Hotels", group: "accommodation" },
	{ label: "Sports", group: "sports" },
	{ label: "Wellness", group: "wellness" },
	{ label: "Other", group: "other" },
];

/** Whether a place passes a chip: 'Other' also holds transportation, which has no chip. */
export function matchesChip(category: CategoryGroup, chip: CategoryGroup | "all"): boolean {
	if (chip === "all") return true;
	if (chip === "other") return category === "other" || category === "transportation";
	return category === chip;
}

export const SAVE_INTENT_CATEGORIES = [
	"food",
	"nature",
	"cultural",
	"entertainment",
	"sports",
	"shopping",
	"accommodation",
	"educational",
	"general",
] as const;

export type SaveIntentCategory = (typeof SAVE_INTENT_CATEGORIES)[number];

/** Save intent: the place's category where it is one of the intents, else general. */
export function saveIntentCategory(place: { types: readonly string[] }): SaveIntentCategory {
	if (place.types.some((t) => t === "library" || t === "school" || t === "primary_school")) return "educational";
	const group = categoryGroup(place.types);
	return (SAVE_INTENT_CATEGORIES as readonly string[]).includes(group) ? (group as SaveIntentCategory) : "general";
}

/** Price level 1–4 as that many dollar signs; nothing for unknown or out-of-range levels. */
export function priceLevelSigns(level: number | null | undefined): string {
	if (level == null || !Number.isInteger(level) || level < 1 || level > 4) return "";
	return "$".repeat(level);
}

/**
 * Under 1 km in metres, else km with one decimal: "45 m", "850 m", "1.2 km",
 * "12.0 km". Metres round to 10 from 100 m; what would round to 1000 m is "1.0 km".
 */
export function formatDistance(meters: number): string {
	if (!Number.isFinite(meters) || meters < 0) return "";
	const rounded = meters < 100 ? Math.round(meters) : Math.round(meters / 10) * 10;
	if (rounded < 1000) return `${rounded} m`;
	return `${(meters / 1000).toFixed(1)} km`;
}

/** "45 min", "1 hr 5 min", "2 hr". */
export function formatDuration(seconds: number): string {
	if (!Number.isFinite(seconds) || seconds < 0) return "";
	const minutes = Math.max(1, Math.round(seconds / 60));
	if (minutes < 60) return `${minutes} min`;
	const hours = Math.floor(minutes / 60);
	const rest = minutes % 60;
	return rest === 0 ? `${hours} hr` : `${hours} hr ${rest} min`;
}

/** Model-written place summaries per user and minute (the free offline composer is not limited). */
export const PLACE_SUMMARIES_PER_MINUTE = 30;

/**
 * Place lookups that may reach Google Places (search, suggestions as one types, details, a place's
 * panel, reviews and save, a stay's address suggestions) per user and minute, with Google as the
 * places provider. Suggestions follow the typing at most 4 a second, so only a minute of
 * uninterrupted typing would reach it. The daily cap (PLACE_CALLS_PER_USER_PER_DAY) bounds the rest.
 */
export const PLACE_LOOKUPS_PER_MINUTE = 120;

/**
 * Place photos (Google's, through `/api/places/photo`) per user and minute: the public view's number
 * (PUBLIC_VIEW_PHOTOS_PER_MINUTE). A trip page with 30 saved places, scrolled to the end, asks for 30
 * and a place's panel up to 10 more; the browser keeps each a day, so a reload asks for none.
 */
export const PLACE_PHOTOS_PER_MINUTE = 300;

/** The search circle's radius when the client names none. */
export const DEFAULT_SEARCH_RADIUS_METERS = 10_000;

/** The widest search circle: the largest radius a client may ask for, and the widest a search widens to. */
export const MAX_SEARCH_RADIUS_METERS = 50_000;

const FIELD_NOTE_LIMIT = 3;

const AUTHOR_RANK: Record<FieldNoteAuthor, number> = { User: 0, Reviewer: 1, "Guide AI": 2 };

/**
 * The field notes a place shows: at most 3, one per type (types compared trimmed and
 * case-insensitively, empty notes dropped), and for each type the note of the highest-ranked author
 * (User > Reviewer > Guide AI; among equals the first given). Ordered by author, then as given.
 */
export function mergeFieldNotes(notes: readonly FieldNote[], limit = FIELD_NOTE_LIMIT): FieldNote[] {
	const best = new Map<string, { note: FieldNote; index: number }>();
	notes.forEach((note, index) => {
		const type = note.type.trim().toLowerCase();
		if (!type || !note.note.trim()) return;
		const current = best.get(type);
		if (!current || AUTHOR_RANK[note.author] < AUTHOR_RANK[current.note.author]) best.set(type, { note, index });
	});
	return [...best.values()]
		.sort((a, b) => AUTHOR_RANK[a.note.author] - AUTHOR_RANK[b.note.author] || a.index - b.index)
		.slice(0, limit)
		.map((entry) => entry.note);
}

/** Whether the panel should fetch details: photos, summary or field notes are missing. */
export function needsDetails(place: Pick<Place, "photoUrls" | "familySummary" | "fieldNotes">): boolean {
	return place.photoUrls.length === 0 || !place.familySummary || place.fieldNotes.length === 0;
}
