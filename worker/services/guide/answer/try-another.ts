import type { LatLng } from "../../../../domain/geo/geo";
import { type Ask, askSchema, emptyAsk } from "../../../../domain/guide/ask";
import { replacementLine, swapPlaceInReply } from "../../../../domain/guide/guide";
import type { Place } from "../../../../domain/place/place";
import { PLACE_CATEGORIES, type PlaceCategoryName } from "../../../../domain/place/vocabulary";
import { PLACE_MODIFIERS } from "../../../../domain/place/vocabulary-modifiers";
import type { PlacesProvider } from "../../../providers/places/types";
import { MAX_WIDE_RADIUS, pickForAsk } from "../search/find";
import { legacyAsk } from "../search/legacy";
import { kindOf } from "../search/plan";
import type { SearchContext } from "../types";
import { statusLines } from "./compose";

/**
 * 'Try another suggestion': a real place of the same kind near the same centre, which is none of
 * the places on screen and not saved, ranked by the same family fit as the answer it replaces.
 */
export interface ReplaceRequest {
	placeType: string;
	excludePlaceId: string;
	/** Every id on screen, and the saved places: none of them comes back. */
	excludeIds: ReadonlySet<string>;
	/** The replaced place, when the provider knows it (its kind and position help). */
	original: Place | null;
	/** The answer's own search (with the ask it kept), when the room still has it. */
	search: SearchContext | null;
	/** Where to look without a stored search: the client's centre, else the adventure's; null when neither. */
	fallbackCenter: LatLng | null;
	kidAges: readonly number[];
}

/** The ask an answer kept, from its stored search: the ask itself, or for rows stored before it was, what they kept. */
function storedAsk(search: SearchContext | null): Ask | null {
	if (!search) return null;
	const parsed = search.ask ? askSchema.safeParse(search.ask) : null;
	if (parsed?.success) return parsed.data;
	const known = <T extends string>(list: readonly string[] | undefined, all: readonly T[]) =>
		(list ?? []).filter((item): item is T => (all as readonly string[]).includes(item));
	const names = Object.keys(PLACE_CATEGORIES) as PlaceCategoryName[];
	const hard = search.hard;
	return legacyAsk({
		categories: known(search.categories, names),
		avoid: known(hard?.avoid, names),
		avoidByType: [],
		modifiers: known(search.modifiers, PLACE_MODIFIERS).filter((modifier) => modifier !== "nearby"),
		ages: (hard?.messageAges ?? []).filter((age) => Number.isInteger(age) && age >= 0 && age <= 18),
		nearPlace: null,
		nearTown: false,
		within: null,
		keywords: [],
		avoidWords: hard?.avoidWords ?? [],
		words: [],
		together: false,
		vague: false,
	});
}

export async function findReplacement(
	request: ReplaceRequest,
	deps: { places: PlacesProvider; status?: (message: string) => void | Promise<void> },
): Promise<Place | null> {
	const originalType = request.original?.types[0] ?? "";
	const kept = storedAsk(request.search);
	const categoryName: PlaceCategoryName | null =
		kindOf(request.placeType) ?? (originalType ? kindOf(originalType) : null) ?? kept?.kinds[0] ?? null;
	const category = categoryName ? PLACE_CATEGORIES[categoryName] : null;
	const query =
		category?.query ??
		(request.placeType.replaceAll("_", " ").trim() ||
			originalType.replaceAll("_", " ") ||
			request.search?.queries[0] ||
			"tourist attraction");
	const center = request.search?.center ?? request.fallbackCenter;
	// No centre, no search: a replacement is never looked for around a city the family did not choose.
	if (!center) return null;
	let radius = Math.min(request.search?.radiusMeters ?? 12_500, MAX_WIDE_RADIUS[deps.places.kind]);
	const kidAges = request.search?.kidAges.length ? request.search.kidAges : [...request.kidAges];
	// Every constraint of the ask the answer kept still holds; the kind is the replaced card's.
	const ask: Ask = {
		...(kept ?? emptyAsk()),
		kinds: categoryName ? [categoryName] : [],
		words: [],
		food: [],
		again: false,
		where: { ...(kept ?? emptyAsk()).where, close: false, withinMinutes: null },
	};
	const tripDates = request.search?.hard?.tripDates ?? null;

	await deps.status?.(statusLines.another(category ? category.label.replace(/s$/, "") : "idea"));
	// The same kind first, looking further out if need be; any family place only as a last resort.
	let fallback: Place | null = null;
	for (let attempt = 0; attempt < 3; attempt++) {
		const places = (await deps.places.search(query, center, radius).catch(() => [] as Place[])).filter(
			(place) => place.googlePlaceId !== request.excludePlaceId && !request.excludeIds.has(place.googlePlaceId),
		);
		const suggestions = pickForAsk(ask, places, { center, radiusMeters: radius, kidAges, tripDates }, 5);
		const sameKind = categoryName ? suggestions.filter((entry) => entry.category !== null) : suggestions;
		// The same first type as the card it replaces, when one of the best few has it.
		const best = sameKind.find((entry) => originalType && entry.place.types[0] === originalType) ?? sameKind[0];
		if (best) return best.place;
		fallback ??= suggestions[0]?.place ?? null;
		const max = MAX_WIDE_RADIUS[deps.places.kind];
		if (radius >= max) break;
		radius = Math.min(max, radius * 4);
	}
	return fallback;
}

/**
 * The words of an answer written without a draft (a model's) once `replacement` took the card of the
 * place called `oldName`: they name the new card. Drafted answers are rendered again instead.
 */
export function replyAfterReplacement(content: string, oldName: string, replacement: Place): string {
	return swapPlaceInReply(content, oldName, replacement.name, replacementLine(replacement));
}
