// A day's or a path's name from what it holds: its places, or the area they share and their kind.
import { categoryOfPlace, type PlaceCategoryName } from "../place/vocabulary";
import { PATH_NAME_MAX } from "./path-rules";

/**
 * Words a path's name uses for several places of each kind ("South Kensington museums"). Null for
 * kinds that never name a path (a hotel is where the day starts, not what it is about).
 */
const KIND_WORDS: Record<PlaceCategoryName, string | null> = {
	museum: "museums",
	science: "science",
	art: "art",
	playground: "playgrounds",
	park: "parks",
	hiking: "walks",
	beach: "beaches",
	nature: "nature",
	zoo: "animals",
	aquarium: "aquariums",
	cafe: "cafés",
	iceCream: "treats",
	food: "food",
	lodging: null,
	themePark: "rides",
	swimming: "swims",
	history: "history",
	library: "books",
	shopping: "shops",
	boat: "boat trips",
	views: "views",
	movies: "shows",
	camping: "camping",
	attraction: "sights",
};

/** Kinds that are a stop for a meal or a treat: they name a path only when it holds nothing else. */
const EATING: ReadonlySet<PlaceCategoryName> = new Set(["food", "cafe", "iceCream"]);

interface NamedStop {
	name: string;
	types: readonly string[];
	address: string | null;
}

/** A street ("Cromwell Rd", "3 Thornton St"): not an area. */
const STREET =
	/\b(?:rd|road|st|street|ln|lane|way|ave|avenue|walk|dr|drive|pl|place|sq|blvd|boulevard|hwy|highway|row|ct|court|cres|crescent|terrace|dock)\.?$/i;

/**
 * The parts of an address that may name an area: not a number, a street, a postcode with its town
 * ("London SW7 5BD") nor the country (the last part).
 */
function areasOf(address: string | null): string[] {
	const parts = (address ?? "")
		.split(",")
		.map((part) => part.trim())
		.filter(Boolean);
	return parts
		.slice(0, -1)
		.filter((part) => !/\d/.test(part) && !STREET.test(part) && part.length <= 30)
		.map((part) => part.replace(/\s+piazza$/i, ""));
}

/**
 * The areas these stops' addresses name, with how many stops name each, most first; of two areas
 * named as often, the more specific (further from the address's end: "South Kensington" before
 * "London").
 */
function areaCounts(stops: readonly NamedStop[]): { area: string; count: number }[] {
	const counts = new Map<string, { area: string; count: number; depth: number }>();
	for (const stop of stops) {
		const areas = areasOf(stop.address);
		for (const [index, area] of areas.entries()) {
			const key = area.toLowerCase();
			const entry = counts.get(key) ?? { area, count: 0, depth: 0 };
			if (areas.findIndex((other) => other.toLowerCase() === key) !== index) continue;
			entry.count++;
			entry.depth += areas.length - index;
			counts.set(key, entry);
		}
	}
	return [...counts.values()].sort((a, b) => b.count - a.count || b.depth / b.count - a.depth / a.count);
}

/** The area most stops share (at least two, and at least half), or null. */
function sharedArea(stops: readonly NamedStop[]): string | null {
	const best = areaCounts(stops)[0];
	return best && best.count >= 2 && best.count * 2 >= stops.length ? best.area : null;
}

/**
 * The most stops that share an area and a kind ("South Kensington" museums), with the words for
 * them ("South Kensington museums"), or null when no kind names a path.
 */
function areaAndKind(stops: readonly NamedStop[]): { count: number; words: string } | null {
	let best: { count: number; words: string } | null = null;
	const kinds = new Set(stops.map((stop) => categoryOfPlace(stop.types)));
	for (const kind of kinds) {
		const several = kind ? KIND_WORDS[kind] : null;
		if (!kind || !several) continue;
		const [top] = areaCounts(stops.filter((stop) => categoryOfPlace(stop.types) === kind));
		if (top && (!best || top.count > best.count)) best = { count: top.count, words: `${top.area} ${several}` };
	}
	return best;
}

const isEating = (stop: NamedStop) => {
	const kind = categoryOfPlace(stop.types);
	return kind != null && EATING.has(kind);
};

const shortName = (name: string) => name.replace(/^the\s+/i, "").trim();

const fits = (name: string) => (name.length <= PATH_NAME_MAX ? name : `${name.slice(0, PATH_NAME_MAX - 1).trimEnd()}…`);

/**
 * A path's name from its content, as a parent would write it; a meal stop is not counted when the
 * path holds anything else. One visit is its name; two are both names ("London Eye & St James's
 * Park"); three or more that share an area and a kind are the area and the kind ("South Kensington
 * museums", "… & more" when others come too); else the first place and the area the others share
 * ("Natural History Museum & South Kensington"), or "& more". Never a bare kind after "&", so a
 * restaurant and two parks are "Hyde Park & St James's Park", never a "Museum Tour".
 */
export function contentPathName(stops: readonly NamedStop[], fallback = "Family day out"): string {
	const visits = stops.some((stop) => !isEating(stop)) ? stops.filter((stop) => !isEating(stop)) : stops;
	const [first, second] = visits;
	if (!first) return fallback;
	if (!second) return fits(shortName(first.name));
	if (visits.length === 2) return fits(`${shortName(first.name)} & ${shortName(second.name)}`);
	const group = areaAndKind(visits);
	if (group && group.count >= 3) return fits(group.count === visits.length ? group.words : `${group.words} & more`);
	const area = sharedArea(visits);
	const named = area != null && shortName(first.name).toLowerCase().includes(area.toLowerCase());
	return fits(`${shortName(first.name)} & ${area && !named ? area : "more"}`);
}
