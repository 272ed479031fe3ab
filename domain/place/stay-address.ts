import { haversineKm, type LatLng } from "../geo/geo";
import { foldText } from "../text";
import type { PlaceSuggestion } from "./destination-rules";

/**
 * 'Where we're staying' by address, from what the catalog knows: the full street addresses of the
 * places near the trip ("Cromwell Rd, South Kensington, London SW7 5BD, UK") and their names. A
 * street or a neighbourhood named in those addresses is suggested at the middle of the places whose
 * address names it ("South Kensington, London"); a place's own name at its point.
 */

/** A suggestion of the stay's address box: a destination suggestion with its point when it is known (null: ask `details`). */
export interface AddressSuggestion extends PlaceSuggestion {
	latitude: number | null;
	longitude: number | null;
}

/** A place the suggestions are drawn from. */
export interface AddressSource extends LatLng {
	name: string;
	address: string | null;
}

/** Where we're staying must lie within this many km of the adventure's point. */
export const STAY_NEAR_KM = 50;

/** How many suggestions the address box shows. */
export const ADDRESS_SUGGESTION_LIMIT = 8;

/** Short forms of street words, read as the full word on both sides ("Cromwell Road" meets "Cromwell Rd"). */
const STREET_WORDS: Record<string, string> = {
	rd: "road",
	st: "street",
	ave: "avenue",
	av: "avenue",
	ln: "lane",
	pl: "place",
	sq: "square",
	gdns: "gardens",
	blvd: "boulevard",
	dr: "drive",
	ct: "court",
	cres: "crescent",
	tce: "terrace",
	hwy: "highway",
	pkwy: "parkway",
};

/** Folded words of a text, short street words read in full. */
function wordsOf(text: string): string[] {
	return foldText(text)
		.split(/[^\p{L}\p{N}]+/u)
		.filter(Boolean)
		.map((word) => STREET_WORDS[word] ?? word);
}

/** A part of an address without house numbers and postcodes: "1 Exhibition Rd" → "Exhibition Rd", "London SW7 5BD" → "London". */
function withoutNumbers(part: string): string {
	return part
		.split(/\s+/)
		.filter((word) => !/\d/.test(word))
		.join(" ")
		.trim();
}

/** A state or county code ("CA", "NY"): never the town. */
const isCode = (part: string) => /^[A-Z]{1,3}$/.test(part);

/**
 * The named parts of an address and its town: "Cromwell Rd, South Kensington, London SW7 5BD, UK" →
 * parts ["Cromwell Rd", "South Kensington"], town "London". The last part (the country) is left out.
 */
function addressParts(address: string): { parts: string[]; town: string | null } {
	const pieces = address
		.split(",")
		.map((piece) => withoutNumbers(piece.trim()))
		.filter(Boolean);
	const named = pieces.length > 2 ? pieces.slice(0, -1) : pieces;
	let townAt = -1;
	for (let i = named.length - 1; i > 0; i--) {
		if (!isCode(named[i] ?? "")) {
			townAt = i;
			break;
		}
	}
	const town = townAt > 0 ? (named[townAt] ?? null) : null;
	const parts = (townAt > 0 ? named.slice(0, townAt) : named).filter((part) => !isCode(part));
	return { parts, town };
}

interface Entry {
	main: string;
	secondary: string;
	/** Words the typed text may match. */
	words: string[];
	/** Words of the entry itself (not the town): one typed word must match one of them. */
	own: string[];
	kind: "area" | "place";
	points: LatLng[];
}

/** Every typed word begins a word of the entry, and one begins a word of its own (not only the town). */
function matches(typed: string[], entry: Entry): boolean {
	const begins = (word: string, among: string[]) => among.some((candidate) => candidate.startsWith(word));
	return typed.every((word) => begins(word, entry.words)) && typed.some((word) => begins(word, entry.own));
}

const middle = (points: LatLng[]): LatLng => ({
	latitude: points.reduce((sum, p) => sum + p.latitude, 0) / points.length,
	longitude: points.reduce((sum, p) => sum + p.longitude, 0) / points.length,
});

/**
 * Streets, neighbourhoods and places near the trip matching the typed text, best first: the fewest
 * words beyond those typed, then the most places (a real neighbourhood), then the nearest. Sources
 * are those near the trip already (the caller's box); `near` orders equals by distance.
 */
export function addressSuggestions(
	query: string,
	sources: readonly AddressSource[],
	near: LatLng,
	limit = ADDRESS_SUGGESTION_LIMIT,
): AddressSuggestion[] {
	// A house number ("12 Cromwell Road") is not in the catalog: the street is matched without it.
	const words = wordsOf(query);
	const named = words.filter((word) => !/^\d+[a-z]?$/.test(word));
	const typed = named.length > 0 ? named : words;
	if (typed.length === 0) return [];
	const entries = new Map<string, Entry>();
	const add = (key: string, make: () => Omit<Entry, "points">, point: LatLng) => {
		const found = entries.get(key);
		if (found) found.points.push(point);
		else entries.set(key, { ...make(), points: [point] });
	};
	for (const source of sources) {
		const point = { latitude: source.latitude, longitude: source.longitude };
		const { parts, town } = source.address ? addressParts(source.address) : { parts: [], town: null };
		const townWords = town ? wordsOf(town) : [];
		const areas = parts.length > 1 ? [...parts, parts.join(", ")] : parts;
		for (const area of areas) {
			const own = wordsOf(area);
			const main = town ? `${area}, ${town}` : area;
			add(
				`area:${own.join(" ")}|${townWords.join(" ")}`,
				() => ({
					main,
					secondary: "",
					words: [...own, ...townWords],
					own,
					kind: "area",
				}),
				point,
			);
		}
		const own = wordsOf(source.name);
		add(
			`place:${own.join(" ")}|${source.latitude},${source.longitude}`,
			() => ({
				main: source.name,
				secondary: source.address ?? "",
				words: [...own, ...(source.address ? wordsOf(source.address) : [])],
				own,
				kind: "place",
			}),
			point,
		);
	}
	return [...entries.values()]
		.filter((entry) => matches(typed, entry))
		.map((entry) => ({ entry, point: middle(entry.points) }))
		.sort(
			(a, b) =>
				a.entry.words.length - b.entry.words.length ||
				b.entry.points.length - a.entry.points.length ||
				haversineKm(near, a.point) - haversineKm(near, b.point),
		)
		.slice(0, limit)
		.map(({ entry, point }, index) => ({
			place_id: `address:${index}-${foldText(entry.main).replace(/[^a-z0-9]+/g, "-")}`,
			description: [entry.main, entry.secondary].filter(Boolean).join(", "),
			structured_formatting: { main_text: entry.main, secondary_text: entry.secondary },
			latitude: point.latitude,
			longitude: point.longitude,
		}));
}
