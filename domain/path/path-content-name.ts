// A day's or a path's name from what it holds: the area its stops share and the kinds they are.
import { categoryOfPlace, type PlaceCategoryName } from "../place/vocabulary";
import { PATH_NAME_MAX } from "./path-rules";

/**
 * Words a path's name uses for each kind of place: [one, several]. Null for kinds that never name a
 * path (a hotel is where the day starts, not what it is about).
 */
const KIND_WORDS: Record<PlaceCategoryName, readonly [string, string] | null> = {
	museum: ["museum", "museums"],
	science: ["science", "science"],
	art: ["art", "art"],
	playground: ["playground", "playgrounds"],
	park: ["park", "parks"],
	hiking: ["walk", "walks"],
	beach: ["beach", "beaches"],
	nature: ["nature", "nature"],
	zoo: ["animals", "animals"],
	aquarium: ["aquarium", "aquariums"],
	cafe: ["café", "cafés"],
	iceCream: ["treats", "treats"],
	food: ["food", "food"],
	lodging: null,
	themePark: ["rides", "rides"],
	swimming: ["swim", "swims"],
	history: ["history", "history"],
	library: ["books", "books"],
	shopping: ["shops", "shops"],
	boat: ["boat trip", "boat trips"],
	views: ["views", "views"],
	movies: ["show", "shows"],
	camping: ["camping", "camping"],
	attraction: ["sights", "sights"],
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

/** The area most stops share (at least two, and at least half), or null. */
function sharedArea(stops: readonly NamedStop[]): string | null {
	const counts = new Map<string, { area: string; count: number }>();
	for (const stop of stops) {
		for (const area of new Set(areasOf(stop.address))) {
			const key = area.toLowerCase();
			const entry = counts.get(key) ?? { area, count: 0 };
			entry.count++;
			counts.set(key, entry);
		}
	}
	const best = [...counts.values()].sort((a, b) => b.count - a.count)[0];
	return best && best.count >= 2 && best.count * 2 >= stops.length ? best.area : null;
}

/** "museums", "museums & parks", "museums, parks & more": the kinds these stops are, most first. */
function kindsPhrase(stops: readonly NamedStop[]): string | null {
	const counts = new Map<PlaceCategoryName, number>();
	for (const stop of stops) {
		const kind = categoryOfPlace(stop.types);
		if (kind && KIND_WORDS[kind]) counts.set(kind, (counts.get(kind) ?? 0) + 1);
	}
	const all = [...counts.entries()].sort((a, b) => b[1] - a[1]);
	const main = all.filter(([kind]) => !EATING.has(kind));
	const kinds = main.length > 0 ? main : all;
	const words = kinds.map(([kind, count]) => KIND_WORDS[kind]?.[count > 1 ? 1 : 0] ?? "");
	if (words.length === 0) return null;
	if (words.length === 1) return words[0] ?? null;
	if (words.length === 2) return `${words[0]} & ${words[1]}`;
	return `${words[0]}, ${words[1]} & more`;
}

const shortName = (name: string) => name.replace(/^the\s+/i, "").trim();

const fits = (name: string) => (name.length <= PATH_NAME_MAX ? name : `${name.slice(0, PATH_NAME_MAX - 1).trimEnd()}…`);

/**
 * A path's name from its content: the area its stops share and their kinds ("South Kensington
 * museums", "Hyde Park & swims" when the area is a stop itself), else the first stop and the others'
 * kinds ("Covent Garden & museums"), else the one stop's name. Eating places name it only when it
 * holds nothing else, so a restaurant and two parks are "… parks", never a "Museum Tour".
 */
export function contentPathName(stops: readonly NamedStop[], fallback = "Family day out"): string {
	const first = stops[0];
	if (!first) return fallback;
	if (stops.length === 1) return fits(shortName(first.name));
	const area = sharedArea(stops);
	if (area) {
		const areaStop = stops.find((stop) => shortName(stop.name).toLowerCase() === area.toLowerCase());
		const others = areaStop ? stops.filter((stop) => stop !== areaStop) : stops;
		const kinds = kindsPhrase(others);
		if (!kinds) return fits(area);
		return fits(areaStop ? `${area} & ${kinds}` : `${area} ${kinds}`);
	}
	const kinds = kindsPhrase(stops.slice(1));
	return fits(kinds ? `${shortName(first.name)} & ${kinds}` : `${shortName(first.name)} & more`);
}
