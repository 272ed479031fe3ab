import { singular } from "../../../../domain/english";
import { isKindPhrase, isKindWord, isLexiconWord } from "./lexicon";
import { normalise, STOP_WORDS } from "./text";

/**
 * The trip's places by their names, however loosely a family writes them: lower case, without
 * "the", with or without a possessive ("smithsonian's", "smithsonian"), by the distinctive words of
 * a name without its generic ones ("natural history" for the National Museum of Natural History),
 * hyphens or spaces, "&" or "and", "st"/"mt", two words written as one ("sky park") and one slip in a
 * long word ("prismatc"). A name's generic words (museum, park, visitor, center, national, trail…)
 * are weak evidence, its distinctive words strong; a generic phrase ("the museum", "a zoo", "the
 * lake") never names one place. When several places share the words said, the fuller match wins;
 * when two match alike, the words name neither.
 */

/** A place of the trip a name may resolve to. */
export interface TripPlace {
	id: string;
	name: string;
}

/** A place the text names, with the words of the text that named it. */
export interface PlaceNamed<T extends TripPlace = TripPlace> {
	place: T;
	/** The normalised words that named it, as they stand in the text. */
	span: string;
}

/** Words of a name that join its parts and tell no place apart. */
const JOINING = new Set([
	"the",
	"a",
	"an",
	"of",
	"and",
	"at",
	"in",
	"on",
	"de",
	"la",
	"le",
	"les",
	"du",
	"des",
	"d",
	"l",
	"st",
	"&",
	"formerly",
	"et",
]);

/** Words written short: one form for both ("mount washburn", "mt washburn"). */
const SHORT: Readonly<Record<string, string>> = { mount: "mt", saint: "st", fort: "ft" };

/**
 * Words that say what kind of place a name is, beside the vocabulary's kinds of place: weak
 * evidence of which place is meant ("the visitor center" is none of them).
 */
const GENERIC = new Set(
	`museum musee park parc center centre visitor education national state regional historic garden jardin
	gardens trail trailhead path loop road beach lake falls fall zoo aquarium gallery galerie lodge inn hotel resort spa
	campground camp restaurant cafe bakery deli dining room store shop shops market marche palace chateau castle tower
	bridge island river valley basin spring springs geyser pool area district site memorial monument house mountain mt
	peak summit pier harbor harbour cove point shuttle stop village square hall theatre theater cinema library studio
	studios world experience attraction company co line farm playground carousel fountain plaza complex terrace overlook
	creek dam canyon cave caverns refuge reserve recreation wildlife nature grill pizza ice cream cabins cabin cafeteria
	bake kitchen mill statue railroad museum art arts science sciences children childrens kids family walk boardwalk
	riverwalk tour tours boat ferry landing station depot discovery great little old new big grand royal
	central upper lower north south east west first second front water`.split(/\s+/),
);

/** Words of a question that are never part of a place's name ("is the zoo OPEN", "the tower FREE"). */
export const FRAME: ReadonlySet<string> = new Set(
	`free open opens opening close closes closing closed hours cost costs price expensive cheap worth good ok okay
	suitable fine fun busy crowded loud noisy scary toilets toilet loo baby step stroller buggy food cafe
	parking tickets ticket book booking need today tomorrow tonight weekend morning afternoon evening kids kid children
	toddler toddlers teen teens year years old yo first second third last best way time day days trip weather
	whole rest moment end top same other others area city centre center hotel airbnb apartment flat map take takes
	taking give spend allow allowed walk walking drive driving ride min mins minutes hour hours mile miles km foot car
	via from realistic enough visit visiting another famous giant huge proper real local typical traditional decent
	quick fancy total while whilst bored tired sick fed done favourite favorite pass passes permit permits breakfast
	people folks families most right littlies kiddos kiddies
	lunch dinner brunch supper snack snacks allowed up off chance ages age besides except apart looks look looking
	warm enough safe deep cold busy doable manage if unless because since until though again better worse than vs
	versus`.split(/\s+/),
);

/**
 * Last words of a name that say it is a place to sleep or eat by something else's name: left out,
 * words other places share name that other thing ("legoland" is the park, not the Legoland Hotel;
 * "in bar harbor" the town, not its inn); a word of its own still names it ("blackwoods").
 */
const SERVICE_HEADS = new Set(
	`hotel inn lodge resort restaurant cafe dining room campground store shop deli bakery eatery cafeteria grill
	kitchen creamery cabins spa`.split(/\s+/),
);

/** Written initials that are no place's ("the USA", "in DC", "OK"). */
const NOT_INITIALS = new Set(["usa", "uk", "us", "dc", "nyc", "ok", "bbq", "asap", "fyi", "lol", "omg", "eta", "tv"]);

type Strength = "distinctive" | "shared" | "generic";
const WEIGHT: Readonly<Record<Strength, number>> = { distinctive: 1, shared: 0.5, generic: 0.25 };

interface NameToken {
	/** The word as the index counts it (singular, short form: "mt", "regent"). */
	key: string;
	/** As the name writes it, and the other ways a text may write it ("regents", "regent"; "dorsay", "orsay"). */
	forms: ReadonlySet<string>;
	raw: string;
	/** Without its possessive ("regent" of "Regent's"), when it has one. */
	base: string | null;
	strength: Strength;
	/** A word of the trip's own location ("london", "san diego"): alone it names the trip, no place. */
	here?: boolean;
	/** How many places of the list have it in their names. */
	shares?: number;
	/**
	 * When every name that has this word opens with it: how many of those places go by the word and
	 * generic words only, no place to sleep or eat ("mammoth" of Mammoth Hot Springs Terraces, not of
	 * Mammoth Hot Springs Hotel).
	 */
	opens?: number;
}

/** One name a place goes by, as words. */
interface Variant {
	tokens: NameToken[];
	/** The name starts with "The" ("The Plaza"). */
	the: boolean;
	/** A joining word that ends the name ("Sully's Drive-In"), part of its words in a text. */
	last: string | null;
}

interface IndexedPlace<T extends TripPlace> {
	place: T;
	/** Its name and the other names it goes by ("Kuwohi (formerly Clingmans Dome)"). */
	variants: Variant[];
}

/** The variants of a name: the whole, the part before a dash or a bracket, and the bracket's own name. */
function variantsOf(name: string): string[] {
	const variants = [name];
	const bracket = name.match(/^(.*?)\s*\((?:formerly\s+)?([^)]+)\)\s*$/i);
	if (bracket?.[1] && bracket[2]) variants.push(bracket[1], bracket[2]);
	const dashed = name.split(/\s+[–—-]\s+/);
	if (dashed.length === 2) variants.push(...dashed);
	return [...new Set(variants.map((variant) => variant.trim()).filter(Boolean))];
}

/** The words of a name as the index keeps them (joining words out), each with the forms a text may write it in. */
function nameWords(name: string): Omit<NameToken, "strength">[] {
	// "St James's Park", "Rosalie's": the word with and without its possessive.
	const possessive = new Set([...name.matchAll(/(\p{L}+)['’]s\b/gu)].map((match) => normalise(match[1] ?? "")));
	// "d'Orsay", "l'Armée": the word without its article, or with it as the normaliser writes it ("dorsay").
	const parts = normalise(name.replace(/\b([dl])['’](?=\p{L})/giu, "$1 "))
		.replace(/&/g, " ")
		.split(/[^a-z0-9]+/);
	const words: Omit<NameToken, "strength">[] = [];
	let article = "";
	for (const part of parts) {
		if (part === "d" || part === "l") {
			article = part;
			continue;
		}
		if (!part || JOINING.has(part)) {
			article = "";
			continue;
		}
		const key = SHORT[part] ?? singular(part);
		const forms = new Set([part, key, singular(part)]);
		const base = possessive.has(part.slice(0, -1)) ? part.slice(0, -1) : null;
		if (base) forms.add(base);
		if (article) forms.add(`${article}${part}`);
		article = "";
		words.push({ key, forms, raw: part, base });
	}
	return words;
}

/** The last word of a name when it is a joining word ("in" of "Sully's Drive-In"). */
function lastJoining(name: string): string | null {
	const last =
		normalise(name)
			.split(/[^a-z0-9]+/)
			.filter(Boolean)
			.at(-1) ?? "";
	return JOINING.has(last) ? last : null;
}

/** A word that could be an initialism or a number ("zsl", "hms", "4"): it tells little on its own. */
const slight = (word: string) => word.length <= 2 || (word.length === 3 && !/[aeiouy]/.test(word));

/** The index of a list of places, built once per list and trip location. */
const INDEXES = new WeakMap<readonly TripPlace[], Map<string, PlaceIndex<TripPlace>>>();

/** The places, and which of them a word may start to name (only they are tried against a text). */
interface PlaceIndex<T extends TripPlace> {
	entries: IndexedPlace<T>[];
	/** Places by a form of a word that can name them. */
	byForm: Map<string, number[]>;
	/** Those words of six letters or more by their first letter, for slips. */
	long: Map<string, { key: string; entry: number }[]>;
}

/** Lists built afresh each turn (the saved places, the last cards) by what they hold: the latest few. */
const BY_CONTENT = new Map<string, Map<string, PlaceIndex<TripPlace>>>();
const CONTENT_KEPT = 32;

function indexOf<T extends TripPlace>(places: readonly T[], location: string): PlaceIndex<T> {
	let byLocation = INDEXES.get(places);
	if (!byLocation) {
		const content = places.map((place) => `${place.id}\u0000${place.name}`).join("\u0001");
		byLocation = BY_CONTENT.get(content) ?? new Map();
		BY_CONTENT.delete(content);
		BY_CONTENT.set(content, byLocation);
		if (BY_CONTENT.size > CONTENT_KEPT) BY_CONTENT.delete(BY_CONTENT.keys().next().value ?? "");
		INDEXES.set(places, byLocation);
	}
	const known = byLocation.get(location);
	if (known) return known as PlaceIndex<T>;
	const here = new Set(nameWords(location).map((word) => word.key));
	const unique = [...new Map(places.map((place) => [place.id, place])).values()];
	const namesByPlace = unique.map((place) => variantsOf(place.name));
	const wordsByPlace = namesByPlace.map((variants) => variants.map((variant) => nameWords(variant)));
	// A word in the names of three places or more tells none of them apart ("smithsonian", "disney").
	const count = new Map<string, number>();
	for (const variants of wordsByPlace)
		for (const word of new Set(variants.flat().map((token) => token.key))) count.set(word, (count.get(word) ?? 0) + 1);
	const strengthOf = (word: string): Strength => {
		if (GENERIC.has(word) || STOP_WORDS.has(word) || FRAME.has(word)) return "generic";
		if (here.has(word) || slight(word) || (count.get(word) ?? 0) >= 3) return "shared";
		return "distinctive";
	};
	const index = unique.map((place, k) => ({
		place,
		variants: (wordsByPlace[k] ?? []).flatMap((words, v): Variant[] =>
			words.length === 0
				? []
				: [
						{
							tokens: [...new Map(words.map((token) => [token.key, token])).values()].map((token, i) => ({
								...token,
								// An owner's name before a name of its own ("Smithsonian's National Zoo", "Disney's Animal Kingdom").
								strength: i === 0 && token.base !== null && words.length >= 3 ? "shared" : strengthOf(token.key),
								here: here.has(token.key),
								shares: count.get(token.key) ?? 1,
							})),
							the: /^the\s/i.test(namesByPlace[k]?.[v] ?? ""),
							last: lastJoining(namesByPlace[k]?.[v] ?? ""),
						},
					],
		),
	}));
	// "mammoth": a word that opens the names of all the places that have it, and the one of them whose
	// name is the word and generic words, the short name families use.
	const opened = new Map<string, Set<number>>();
	const opens = new Map<string, Set<number>>();
	const add = (map: Map<string, Set<number>>, key: string, k: number) =>
		map.set(key, new Set([...(map.get(key) ?? []), k]));
	for (const [k, entry] of index.entries())
		for (const variant of entry.variants) {
			const key = variant.tokens[0]?.key ?? "";
			add(opened, key, k);
			if (opensAlone(variant)) add(opens, key, k);
		}
	for (const entry of index)
		for (const variant of entry.variants) {
			const [first] = variant.tokens;
			const all = first && (opened.get(first.key)?.size ?? 0) === (count.get(first.key) ?? 0);
			if (first && all) first.opens = opens.get(first.key)?.size ?? 0;
		}
	const byForm = new Map<string, number[]>();
	const long = new Map<string, { key: string; entry: number }[]>();
	for (const [k, entry] of index.entries()) {
		for (const variant of entry.variants) {
			// A place named by generic words alone ("Tower Bridge", "Smithsonian's National Zoo") is found by them too.
			const byGeneric = variant.tokens.every(
				(token) => token.strength === "generic" || (token.strength === "shared" && token.base !== null),
			);
			for (const token of variant.tokens) {
				if (token.strength === "generic" && !byGeneric) continue;
				for (const form of token.forms) byForm.set(form, [...(byForm.get(form) ?? []), k]);
				if (token.key.length >= 6) {
					const first = token.key[0] ?? "";
					long.set(first, [...(long.get(first) ?? []), { key: token.key, entry: k }]);
				}
			}
		}
	}
	const built: PlaceIndex<T> = { entries: index, byForm, long };
	byLocation.set(location, built as PlaceIndex<TripPlace>);
	return built;
}

/**
 * A name a family may call by its first word alone: that word its own (no vocabulary word, no
 * number, four letters or more), every other word generic ("hot springs terraces", "falls", "lake"),
 * and no place to sleep or eat ("… Hotel", "… Lodge").
 */
function opensAlone(variant: Variant): boolean {
	const [first, ...rest] = variant.tokens;
	const head = variant.tokens.at(-1);
	if (!first || rest.length === 0 || !head || SERVICE_HEADS.has(head.key)) return false;
	if (first.strength === "generic" || first.here || first.key.length < 4 || /^\d+$/.test(first.key)) return false;
	if (isLexiconWord(first.key)) return false;
	return rest.every((token) => token.strength !== "distinctive" || DESCRIBING.has(token.key));
}

/** Words that describe a natural place beside its generic ones ("hot springs"): never its own name. */
const DESCRIBING = new Set(["hot", "mud", "paint", "painted", "boiling"]);

/** The places of the index some word of the text may start to name. */
function candidatesOf<T extends TripPlace>(index: PlaceIndex<T>, words: readonly TextWord[]): IndexedPlace<T>[] {
	const found = new Set<number>();
	for (const [i, word] of words.entries()) {
		const next = words[i + 1];
		for (const form of [word.raw, word.word, next ? word.raw + next.raw : ""])
			for (const k of index.byForm.get(form) ?? []) found.add(k);
		if (word.word.length >= 5)
			for (const { key, entry } of index.long.get(word.word[0] ?? "") ?? [])
				if (oneSlip(word.word, key)) found.add(entry);
	}
	return [...found].sort((a, b) => a - b).flatMap((k) => index.entries[k] ?? []);
}

/** Whether two words are one slip apart (a letter changed, added or dropped, or two neighbours swapped). */
function oneSlip(a: string, b: string): boolean {
	if (a === b || Math.abs(a.length - b.length) > 1 || a[0] !== b[0]) return false;
	let start = 0;
	while (start < a.length && a[start] === b[start]) start++;
	let endA = a.length - 1;
	let endB = b.length - 1;
	while (endA >= start && endB >= start && a[endA] === b[endB]) {
		endA--;
		endB--;
	}
	const left = endA - start + 1;
	const right = endB - start + 1;
	if (left <= 1 && right <= 1) return true;
	return left === 2 && right === 2 && a[start] === b[start + 1] && a[start + 1] === b[start];
}

/** A word of the (normalised) text: as the index writes it, its clause and where it stands. */
interface TextWord {
	word: string;
	raw: string;
	clause: number;
	/** Only a comma or a dot parts it from the word before ("Diana, Princess of Wales", "King, Jr. Memorial"). */
	comma: boolean;
	start: number;
	end: number;
}

function textWords(text: string): TextWord[] {
	const words: TextWord[] = [];
	let clause = 0;
	let last = 0;
	for (const match of text.matchAll(/[a-z0-9]+/g)) {
		const start = match.index ?? 0;
		// A clause ends at . , ; : ! ? or a spaced dash.
		const between = text.slice(last, start);
		const breaks = /[.,;:!?]|\s-\s/.test(between);
		if (breaks) clause++;
		const raw = match[0];
		words.push({
			word: SHORT[raw] ?? singular(raw),
			raw,
			clause,
			comma: breaks && /^\s*[.,]\s*$/.test(between),
			start,
			end: start + raw.length,
		});
		last = start + raw.length;
	}
	return words;
}

/** Whether a text word (or two written as one name word: "sky park") is this name word; how many text words it took. */
function wordMatch(words: readonly TextWord[], at: number, token: NameToken): number {
	const here = words[at];
	if (!here) return 0;
	// "museums in manhattan": a kind written in the plural asks for places of that kind, never the
	// one place whose name has the kind in the singular (the Children's Museum of Manhattan).
	if (pluralOfKind(here.raw, token)) return 0;
	if (token.forms.has(here.raw) || token.forms.has(here.word)) return 1;
	const next = words[at + 1];
	if (next && next.clause === here.clause && token.forms.has(here.raw + next.raw)) return 2;
	if (token.key.length >= 6 && here.word.length >= 5 && oneSlip(here.word, token.key)) return 1;
	return 0;
}

/** Whether a word of the text is the plural of a name word that is a kind of place ("museums" of "Museum"). */
function pluralOfKind(raw: string, token: NameToken): boolean {
	return token.strength === "generic" && raw !== token.raw && singular(raw) === token.raw && isKindWord(token.raw);
}

interface Run<T extends TripPlace> {
	place: T;
	from: number;
	to: number;
	matched: number;
	coverage: number;
}

/**
 * The best run of a variant's words in the text: consecutive words of one clause, each a word of the
 * name (or a joining word between two), accepted when it names the place (see the top of the file).
 */
function bestRun<T extends TripPlace>(place: T, variant: Variant, words: readonly TextWord[]): Run<T> | null {
	const { tokens } = variant;
	const total = tokens.reduce((sum, token) => sum + WEIGHT[token.strength], 0);
	let best: Run<T> | null = null;
	for (let start = 0; start < words.length; start++) {
		const used = new Map<number, number>();
		let at = start;
		let end = start;
		while (at < words.length) {
			const word = words[at];
			if (!word) break;
			// "Diana, Princess of Wales Memorial Fountain": a comma inside a name the words go on with.
			const sameClause = word.clause === words[at - 1]?.clause || at === start;
			const k = tokens.findIndex((token, index) => !used.has(index) && wordMatch(words, at, token) > 0);
			if (!sameClause && !(word.comma && k >= 0 && used.size > 0)) break;
			if (k >= 0) {
				const size = wordMatch(words, at, tokens[k] as NameToken);
				used.set(k, at);
				at += size;
				end = at;
				continue;
			}
			// "tower of london", "hole in the wall": joining words inside a name.
			if (used.size > 0 && (JOINING.has(word.raw) || word.raw === "and" || word.raw === "et")) {
				at++;
				continue;
			}
			break;
		}
		if (used.size === 0) continue;
		if (used.size === tokens.length && variant.last && words[end]?.raw === variant.last) end++;
		const matched = [...used.keys()].map((k) => tokens[k] as NameToken);
		const weight = matched.reduce((sum, token) => sum + WEIGHT[token.strength], 0);
		// Each name word as the name writes it ("nationals park", not "national park").
		const exact = [...used].every(([k, i]) => {
			const raw = words[i]?.raw ?? "";
			const token = tokens[k];
			if (!token || raw === token.raw || raw === token.base) return true;
			// A slip of a letter, not a plural ("natinal gallery", not "national park" for Nationals Park).
			const plural = raw === `${token.raw}s` || `${raw}s` === token.raw;
			return !plural && raw.length >= 5 && (oneSlip(raw, token.raw) || oneSlip(raw, token.base ?? ""));
		});
		const theBefore = words[start - 1]?.raw === "the" && words[start - 1]?.clause === words[start]?.clause;
		const phrase = words
			.slice(start, end)
			.map((word) => word.raw)
			.join(" ");
		const after = afterRun(words, start, end);
		const previous = words[start - 1];
		const before = previous && previous.clause === words[start]?.clause ? previous : null;
		if (!names({ matched, variant, coverage: weight / total, exact, theBefore, after, before, phrase })) continue;
		if (!best || weight > best.matched || (weight === best.matched && weight / total > best.coverage))
			best = { place, from: start, to: end, matched: weight, coverage: weight / total };
	}
	return best;
}

/** The word right after a run, in its clause. */
const afterRun = (words: readonly TextWord[], from: number, to: number): TextWord | null => {
	const after = words[to];
	return after && after.clause === words[to - 1]?.clause && to > from ? after : null;
};

/** Whether the words matched name the place (see the top of the file). */
function names({
	matched,
	variant,
	coverage,
	exact,
	theBefore,
	after,
	before,
	phrase,
}: {
	phrase: string;
	before: TextWord | null;
	matched: readonly NameToken[];
	variant: Variant;
	coverage: number;
	exact: boolean;
	theBefore: boolean;
	after: TextWord | null;
}): boolean {
	const { tokens } = variant;
	// "rainy day in san diego" names the trip, not the San Diego Zoo.
	if (matched.every((token) => token.here)) return false;
	const distinctive = tokens.filter((token) => token.strength === "distinctive");
	const said = matched.filter((token) => token.strength === "distinctive");
	const generic = tokens.every((token) => token.strength === "generic");
	// "diana fountain" is no playground, "south kensington" no palace: a generic word right before or
	// after the words said, not in the name.
	const other = (word: TextWord | null) =>
		word !== null &&
		(GENERIC.has(word.word) || isKindWord(word.word)) &&
		!tokens.some((token) => token.forms.has(word.word) || token.forms.has(word.raw));
	if (matched.length < tokens.length && (other(after) || other(before))) return false;
	const head = tokens.at(-1);
	const sharedOnly = matched.every((token) => token.strength === "generic" || (token.shares ?? 1) > 1);
	if (head && !matched.includes(head) && SERVICE_HEADS.has(head.key) && sharedOnly) return false;
	if (matched.length === tokens.length) {
		// A name of generic words only ("Tower Bridge", "Nationals Park"): each word as written.
		if (tokens.length > 1) return !generic || exact;
		// A single word: no ordinary word ("Hamleys", not "playground"); "the plaza" when the name is "The Plaza".
		const [only] = tokens;
		const word = only?.key ?? "";
		if (only?.strength === "generic") return variant.the && theBefore && exact && !isKindWord(word);
		return word.length >= 3 && !isLexiconWord(word) && !/^\d+$/.test(word);
	}
	if (distinctive.length > 0) {
		if (said.length === 0 || said.length * 2 < distinctive.length) return false;
		// One distinctive word on its own, as the name writes it: a word no vocabulary knows, of four
		// letters or more ("hirshhorn", "prismatic"; not "science", nor "eyes" or "sky").
		// Only this place's name has it ("jolla" is La Jolla's, not the cove's alone).
		const [word] = said;
		// "mammoth" for Mammoth Hot Springs Terraces: the one place whose name the word opens with
		// only generic words after it, though other names have the word ("Mammoth Hot Springs Hotel").
		const opening = word === tokens[0] && word?.opens === 1 && opensAlone(variant);
		if (matched.length === 1)
			return (
				exact &&
				!isLexiconWord(word?.key ?? "") &&
				(word?.key.length ?? 0) >= 4 &&
				((word?.shares ?? 1) === 1 || opening)
			);
		return coverage >= 0.4;
	}
	if (matched.length < 2) return false;
	// A name of generic words only: most of it, as written, and no kind of place or food on its own
	// ("fountain geyser" for the Great Fountain Geyser; not "ice cream", nor "visitor center" for one of several).
	if (generic) return exact && coverage >= 0.6 && !isKindPhrase(phrase);
	// A name of shared and generic words: most of it, and more than its generic words ("london zoo"
	// for ZSL London Zoo), or all of those when only shared words are left out ("national zoo" for
	// Smithsonian's National Zoo).
	if (coverage < 0.5) return false;
	if (matched.some((token) => token.strength !== "generic")) return true;
	// Only generic words said: the rest an owner's name ("Smithsonian's", "Disney's"), never a town's ("Forks Visitor Center").
	return tokens.every((token) => matched.includes(token) || (token.strength === "shared" && token.base !== null));
}

/**
 * The places of this list a text (normalised: ./text.ts) names, in the order it names them, with the words that named them.
 * `location` is the trip's (its words name no place: "london zoo" is the zoo). Words a fuller match
 * took name nothing else; two places matched alike leave the words unresolved.
 */
export function placesNamedIn<T extends TripPlace>(
	text: string,
	places: readonly T[],
	location: string,
	limit = 10,
): PlaceNamed<T>[] {
	if (places.length === 0) return [];
	const words = textWords(text);
	if (words.length === 0) return [];
	const runs: Run<T>[] = [];
	for (const entry of candidatesOf(indexOf(places, location), words)) {
		let best: Run<T> | null = null;
		for (const variant of entry.variants) {
			const run = bestRun(entry.place, variant, words);
			if (
				run &&
				(!best || run.matched > best.matched || (run.matched === best.matched && run.coverage > best.coverage))
			)
				best = run;
		}
		if (best) runs.push(best);
	}
	runs.sort((a, b) => b.matched - a.matched || b.coverage - a.coverage || a.from - b.from);
	const claimed = new Set<number>();
	const chosen: Run<T>[] = [];
	for (const [k, run] of runs.entries()) {
		const positions = Array.from({ length: run.to - run.from }, (_, i) => run.from + i);
		if (positions.every((position) => claimed.has(position))) continue;
		// Two places that match the same words alike: the words name neither.
		const rival = runs.find(
			(other, j) =>
				j !== k &&
				other.place.id !== run.place.id &&
				other.matched === run.matched &&
				other.coverage === run.coverage &&
				other.from === run.from &&
				other.to === run.to,
		);
		for (const position of positions) claimed.add(position);
		if (!rival) chosen.push(run);
	}
	return chosen
		.sort((a, b) => a.from - b.from)
		.slice(0, limit)
		.map((run) => ({
			place: run.place,
			span: text.slice(words[run.from]?.start ?? 0, words[run.to - 1]?.end ?? 0),
		}));
}

/** Initials that may name a place of the list: three letters or more, or with "&" ("V&A"). */
export const mayBeInitials = (word: string): boolean => {
	const letters = word.toLowerCase().replace(/[^a-z]/g, "");
	return !NOT_INITIALS.has(letters) && (letters.length >= 3 || word.includes("&"));
};

/** Words of a place's name that say it is where a town welcomes visitors. */
const WELCOME = /\b(?:visitor|visitors|welcome|information)\b/;

/**
 * The place a town or area is known by in this list ("forks" → Forks Visitor Center, "gatlinburg" →
 * Gatlinburg Trail): the words open the names of two places or more (or of a visitor center), and
 * tell no kind or way apart (no word the vocabulary knows, no generic word, not the trip's own
 * location). The visitor center first, else the place whose other words are all generic; else none.
 */
export function townPlaceIn<T extends TripPlace>(words: string, places: readonly T[], location: string): T | null {
	const said = normalise(words)
		.split(/[^a-z0-9]+/)
		.filter(Boolean);
	if (said.length === 0 || said.length > 2) return null;
	if (said.some((word) => STOP_WORDS.has(word) || FRAME.has(word)) || said.join(" ").length < 4) return null;
	if (said.every((word) => GENERIC.has(word) || isLexiconWord(word))) return null;
	if (normalise(location).includes(said.join(" "))) return null;
	const opening = places.flatMap((place) => {
		const name = normalise(place.name)
			.split(/[^a-z0-9]+/)
			.filter(Boolean);
		return said.every((word, i) => name[i] === word) ? [{ place, rest: name.slice(said.length) }] : [];
	});
	const welcome = opening.find(({ rest }) => WELCOME.test(rest.join(" ")));
	if (welcome) return welcome.place;
	if (opening.length < 2) return null;
	return opening.find(({ rest }) => rest.length > 0 && rest.every((word) => GENERIC.has(word)))?.place ?? null;
}
