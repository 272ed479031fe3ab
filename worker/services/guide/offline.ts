import { haversineKm } from "../../../domain/geo/geo";
import type { GuideResponse } from "../../../domain/guide/guide";
import { searchTokens } from "../../../domain/place/destination";
import type { Place } from "../../../domain/place/place";
import {
	askedLabel,
	composeClarification,
	composeNothingFound,
	composeReply,
	destinationName,
	statusLines,
} from "./compose";
import { GUIDE_CATEGORIES, type GuideIntent, parseGuideIntent } from "./intents";
import { answerPlaceQuestion } from "./place-questions";
import { type FitRequest, pickPlaces, radiusFor } from "./rank";
import { searchEach } from "./search-each";
import type { Guide, GuideAnswer, GuideContext, GuideDeps, SearchContext } from "./types";

/**
 * The embedded guide: no model, no network beyond the places provider. It reads the message's
 * intent (domain/guide-intents.ts), searches the places provider near the map centre for each kind
 * of place asked for, ranks what comes back by family fit and distance (rank.ts), and answers with
 * three suggestions and up to five backups in a reply that names each and says why it suits these
 * kids (compose.ts). Too vague a message gets a clarifying question instead. Every suggestion is a
 * place the provider returned; the adventure's saved places never are.
 */
export const offlineGuide: Guide = {
	name: "offline",
	respond: (context, deps) => respondOffline(context, deps),
};

/** The most searches one answer runs (in parallel). */
const MAX_QUERIES = 4;
/** How far a search may widen when too little is found (the catalog holds national parks 100 km across). */
/** OpenStreetMap: Overpass answers a 25 km circle politely; wider asks are heavy on a volunteer service. */
// "catalog-osm": the catalog's reach; the OpenStreetMap part caps its own circles at 25 km.
const MAX_WIDE_RADIUS = { catalog: 150_000, google: 50_000, osm: 25_000, "catalog-osm": 150_000 } as const;

/** Search text for ways of asking without a kind of place: the catalog's concepts, Google's phrasing. */
const MODIFIER_QUERIES: Partial<Record<string, { catalog: string; google: string }>> = {
	indoor: { catalog: "indoor", google: "indoor activities for kids" },
	outdoor: { catalog: "outdoor", google: "outdoor activities for kids" },
	picnic: { catalog: "picnic", google: "picnic spots" },
	free: { catalog: "free", google: "free family attractions" },
	toddler: { catalog: "toddler", google: "toddler friendly activities" },
	stroller: { catalog: "stroller", google: "stroller friendly attractions" },
	accessible: { catalog: "accessible", google: "wheelchair accessible attractions" },
	quiet: { catalog: "park", google: "quiet parks and gardens" },
	teen: { catalog: "tourist attraction", google: "things to do with teenagers" },
};
const GENERAL_QUERIES = {
	catalog: ["tourist attraction", "park", "museum"],
	google: ["family friendly attractions", "parks and playgrounds", "museums for kids"],
};
const FAMILY_PREFIXED = new Set(["food", "cafe", "lodging"]);

/** The searches an intent needs, most specific first. */
function searchQueries(intent: GuideIntent, provider: GuideDeps["places"]["kind"]): string[] {
	// OpenStreetMap is searched by the catalog's short words (worker/providers/places/osm-kinds.ts maps them to tags).
	const kind = provider === "google" ? "google" : "catalog";
	const queries: string[] = [];
	for (const keyword of intent.keywords) queries.push(keyword);
	for (const name of intent.categories) {
		const { query, key } = GUIDE_CATEGORIES[name];
		queries.push(kind === "google" && FAMILY_PREFIXED.has(key) ? `family friendly ${query}` : query);
	}
	if (intent.words.length >= 2 || (intent.words.length === 1 && queries.length === 0)) {
		queries.push(intent.words.slice(0, 5).join(" "));
	}
	if (queries.length === 0) {
		for (const modifier of intent.modifiers) {
			const query = MODIFIER_QUERIES[modifier];
			if (query) queries.push(query[kind]);
		}
	}
	if (queries.length === 0) queries.push(...GENERAL_QUERIES[kind]);
	return [...new Set(queries)].slice(0, MAX_QUERIES);
}

/** The words a reply and status use for the place the family is looking around. */
export function whereOf(context: GuideContext, nearby: boolean): string {
	if (nearby) return "the map centre";
	const home = context.adventureCenter;
	if (context.centerSource === "map" && home && haversineKm(context.center, home) > 8) {
		return "the map centre";
	}
	return destinationName(context.location);
}

async function searchAll(
	deps: GuideDeps,
	queries: readonly string[],
	context: GuideContext,
	radiusMeters: number,
): Promise<Place[]> {
	const results = await searchEach(deps.places, queries, context.center, radiusMeters);
	const seen = new Set<string>();
	const places: Place[] = [];
	for (const place of results.flat()) {
		if (seen.has(place.googlePlaceId) || context.excludeIds.has(place.googlePlaceId)) continue;
		seen.add(place.googlePlaceId);
		places.push(place);
	}
	return places;
}

const clarifying = (content: string): GuideResponse => ({
	content,
	state: "clarifying",
	suggestions: [],
	backupSuggestions: [],
	isClarification: true,
});

/** The kids' ages an answer is for: the message's own, else the request's or the adventure's. */
export const agesFor = (intent: GuideIntent, context: GuideContext) =>
	intent.ages.length > 0 ? intent.ages : [...context.kidAges].sort((a, b) => a - b);

async function respondOffline(context: GuideContext, deps: GuideDeps): Promise<GuideAnswer> {
	const aboutAPlace = await answerPlaceQuestion(context, deps);
	if (aboutAPlace) return aboutAPlace;
	const intent = parseGuideIntent(context.message);
	const kidAges = agesFor(intent, context);
	const nearby = intent.modifiers.includes("nearby");
	const where = whereOf(context, nearby);
	const kind = deps.places.kind;

	// A lone word may be a name ("Legoland"): look for it by name before asking back.
	if (intent.vague) {
		const word = intent.words[0];
		if (word && word.length >= 4) {
			const radius = MAX_WIDE_RADIUS[kind];
			await deps.status(`Looking for “${word}” near ${where}…`);
			const found = (await searchAll(deps, [word], context, radius)).filter((place) =>
				searchTokens(place.name).some((token) => token.startsWith(word)),
			);
			if (found.length > 0) {
				return answer(context, deps, intent, kidAges, found, [word], radius, where, "places by that name");
			}
		}
		return { response: clarifying(composeClarification(context.message, where, kidAges)), search: null };
	}

	const label = askedLabel(intent.categories, intent.modifiers);
	const queries = searchQueries(intent, kind);
	let radius = radiusFor(context.zoom, nearby);
	await deps.status(statusLines.looking(label, where));
	let places = await searchAll(deps, queries, context, radius);
	// Too little within the map's reach: look further, twice at most.
	for (let widen = 0; widen < 2 && places.length < 3 && radius < MAX_WIDE_RADIUS[kind]; widen++) {
		radius = Math.min(MAX_WIDE_RADIUS[kind], radius * 4);
		await deps.status(statusLines.widening(where));
		places = await searchAll(deps, queries, context, radius);
	}
	if (places.length === 0) {
		return { response: clarifying(composeNothingFound(label, where)), search: null };
	}
	return answer(context, deps, intent, kidAges, places, queries, radius, where, label);
}

async function answer(
	context: GuideContext,
	deps: GuideDeps,
	intent: GuideIntent,
	kidAges: number[],
	places: Place[],
	queries: string[],
	radiusMeters: number,
	where: string,
	label: string,
): Promise<GuideAnswer> {
	await deps.status(kidAges.length > 0 ? statusLines.checking(kidAges) : "Checking what suits your family…");
	const request: FitRequest = {
		categories: intent.categories,
		modifiers: intent.modifiers,
		keywords: intent.keywords,
		words: intent.words,
		kidAges,
		center: context.center,
		radiusMeters,
	};
	const { suggestions, backups } = pickPlaces(places, request);
	await deps.status(statusLines.picking(suggestions.length));
	const content = composeReply({
		message: context.message,
		label,
		where,
		kidAges,
		modifiers: intent.modifiers,
		suggestions,
		backupCount: backups.length,
	});
	const search: SearchContext = {
		center: context.center,
		radiusMeters,
		queries,
		categories: intent.categories,
		modifiers: intent.modifiers,
		kidAges,
	};
	return {
		response: {
			content,
			state: "responding",
			suggestions: suggestions.map((entry) => entry.place),
			backupSuggestions: backups.map((entry) => entry.place),
			isClarification: false,
		},
		search,
	};
}
