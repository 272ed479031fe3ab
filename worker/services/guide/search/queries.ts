import { PLACE_CATEGORIES, type PlaceCategoryName } from "../../../../domain/place/vocabulary";
import type { GuideDeps } from "../types";
import type { Plan } from "./plan";

/** What the offline guide searches the places provider for, for a request (pure). */

/** The most searches one answer runs (in parallel). */
const MAX_QUERIES = 5;

/** Search text for ways of asking without a kind of place: the catalog's concepts, Google's phrasing. */
const MODIFIER_QUERIES: Partial<Record<string, { catalog: string[]; google: string }>> = {
	indoor: { catalog: ["indoor", "museum"], google: "indoor activities for kids" },
	outdoor: { catalog: ["outdoor", "park", "playground"], google: "outdoor activities for kids" },
	cool: { catalog: ["indoor", "swimming"], google: "indoor activities and pools for kids" },
	picnic: { catalog: ["picnic"], google: "picnic spots" },
	free: { catalog: ["free", "park"], google: "free family attractions" },
	cheap: { catalog: ["free"], google: "free family attractions" },
	toddler: { catalog: ["toddler", "playground"], google: "toddler friendly activities" },
	stroller: { catalog: ["stroller"], google: "stroller friendly attractions" },
	accessible: { catalog: ["accessible"], google: "wheelchair accessible attractions" },
	quiet: { catalog: ["park", "garden"], google: "quiet parks and gardens" },
	toilets: { catalog: ["museum", "park"], google: "family attractions with baby changing" },
	teen: { catalog: ["tourist attraction"], google: "things to do with teenagers" },
};
const GENERAL_QUERIES = {
	catalog: ["tourist attraction", "park", "museum", "playground", "zoo"],
	google: ["family friendly attractions", "parks and playgrounds", "museums for kids"],
};
/** Ways of asking that say who it suits, not what it is. */
const SUITS = new Set(["toddler", "teen", "toilets", "quiet"]);
/** "What's within walking distance?": what is close is the answer, so more kinds are looked for. */
const AROUND_QUERIES = { catalog: ["beach", "nature"], google: ["beaches and nature"] };
const MAX_AROUND_QUERIES = 8;
const FAMILY_PREFIXED = new Set(["food", "cafe", "lodging"]);

/**
 * The searches a request needs, most specific first; kinds it avoids are never searched for.
 * `around`: a distance was said and no kind ("what's within walking distance?").
 */
export function searchQueries(request: Plan, provider: GuideDeps["places"]["kind"], around = false): string[] {
	// OpenStreetMap is searched by the catalog's short words (worker/providers/places/osm-kinds.ts maps them to tags).
	const kind = provider === "google" ? "google" : "catalog";
	const avoided = new Set<string>(request.avoid.map((name) => PLACE_CATEGORIES[name].query));
	const kinds: string[] = [...request.keywords];
	// A place to stay by something else ("near the beaches"): places that are both first.
	kinds.push(...stayByQueries(request));
	for (const name of request.categories) {
		const { query, key } = PLACE_CATEGORIES[name];
		kinds.push(kind === "google" && FAMILY_PREFIXED.has(key) ? `family friendly ${query}` : query);
	}
	// Indoors or out is a kind of its own: "indoor play" is indoor places to play, not playgrounds in the rain.
	if (kinds.length > 0 && request.modifiers.includes("indoor")) {
		kinds.push(kind === "google" ? "indoor activities for kids" : "indoor");
	}
	const ways =
		kinds.length > 0
			? []
			: request.modifiers.flatMap((modifier) => {
					const query = MODIFIER_QUERIES[modifier];
					return query ? (kind === "google" ? [query.google] : query.catalog) : [];
				});
	// Ways that only say who it suits (a toddler, a buggy) still need the family mix to choose from.
	const defining = request.modifiers.some((modifier) => MODIFIER_QUERIES[modifier] && !SUITS.has(modifier));
	const general =
		kinds.length === 0 && (!defining || request.avoid.length > 0 || around)
			? [...GENERAL_QUERIES[kind], ...(around ? AROUND_QUERIES[kind] : [])]
			: [];
	const words = request.words.length > 0 ? [request.words.slice(0, 5).join(" ")] : [];
	return [...new Set([...kinds, ...words, ...ways, ...general])]
		.filter((query) => !avoided.has(query))
		.slice(0, around ? MAX_AROUND_QUERIES : MAX_QUERIES);
}

const STAYS = new Set<PlaceCategoryName>(["lodging", "camping"]);

/**
 * A place to stay by something else ("where do we sleep near the beaches?"): searches for places
 * that are both, looked for as far as the destination reaches (where to sleep is chosen by what
 * it is near, not by how far it is from the centre). Empty for any other request.
 */
export function stayByQueries(request: Plan): string[] {
	const stays = request.categories.filter((name) => STAYS.has(name));
	const others = request.categories.filter((name) => !STAYS.has(name));
	return stays.flatMap((stay) =>
		others.map((name) => `${PLACE_CATEGORIES[stay].query} ${PLACE_CATEGORIES[name].query}`),
	);
}
