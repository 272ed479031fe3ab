import type { LatLng } from "../../../domain/geo/geo";
import { replacementLine, swapPlaceInReply } from "../../../domain/guide/guide";
import type { Place } from "../../../domain/place/place";
import type { PlaceModifier } from "../../../domain/place/vocabulary";
import { PLACE_CATEGORIES, type PlaceCategoryName } from "../../../domain/place/vocabulary";
import type { PlacesProvider } from "../../providers/places/types";
import { statusLines } from "./compose";
import { pickPlaces } from "./pick";
import { categoryOfType } from "./request";
import type { SearchContext } from "./types";

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
	/** The answer's own search, when the room still has it. */
	search: SearchContext | null;
	/** Where to look without a stored search: the client's centre, else the adventure's; null when neither. */
	fallbackCenter: LatLng | null;
	kidAges: readonly number[];
}

/** How far a replacement may be looked for: Google's location bias stops at 50 km. */
const MAX_RADIUS = { catalog: 150_000, google: 50_000, osm: 25_000, "catalog-osm": 150_000 } as const;

export async function findReplacement(
	request: ReplaceRequest,
	deps: { places: PlacesProvider; status?: (message: string) => void | Promise<void> },
): Promise<Place | null> {
	const originalType = request.original?.types[0] ?? "";
	const categoryName: PlaceCategoryName | null =
		categoryOfType(request.placeType) ??
		(originalType ? categoryOfType(originalType) : null) ??
		(request.search?.categories[0] as PlaceCategoryName | undefined) ??
		null;
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
	let radius = Math.min(request.search?.radiusMeters ?? 12_500, MAX_RADIUS[deps.places.kind]);
	const kidAges = request.search?.kidAges.length ? request.search.kidAges : [...request.kidAges];
	const modifiers = (request.search?.modifiers ?? []).filter(
		(modifier): modifier is PlaceModifier => modifier !== "nearby",
	);
	// Every hard filter of the ask ("no museums", "isn't geysers", the ages it named, the season) still holds.
	const hard = request.search?.hard;
	const avoid = (hard?.avoid ?? []).filter((name): name is PlaceCategoryName => name in PLACE_CATEGORIES);

	await deps.status?.(statusLines.another(category ? category.label.replace(/s$/, "") : "idea"));
	// The same kind first, looking further out if need be; any family place only as a last resort.
	let fallback: Place | null = null;
	for (let attempt = 0; attempt < 3; attempt++) {
		const places = (await deps.places.search(query, center, radius).catch(() => [] as Place[])).filter(
			(place) => place.googlePlaceId !== request.excludePlaceId && !request.excludeIds.has(place.googlePlaceId),
		);
		const { suggestions } = pickPlaces(
			places,
			{
				categories: categoryName ? [categoryName] : [],
				modifiers,
				keywords: [],
				words: [],
				kidAges,
				center,
				radiusMeters: radius,
				avoid,
				avoidWords: hard?.avoidWords ?? [],
				messageAges: hard?.messageAges ?? [],
				tripDates: hard?.tripDates ?? null,
			},
			{ suggestions: 5, backups: 0 },
		);
		const sameKind = categoryName ? suggestions.filter((entry) => entry.category !== null) : suggestions;
		// The same first type as the card it replaces, when one of the best few has it.
		const best = sameKind.find((entry) => originalType && entry.place.types[0] === originalType) ?? sameKind[0];
		if (best) return best.place;
		fallback ??= suggestions[0]?.place ?? null;
		const max = MAX_RADIUS[deps.places.kind];
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
