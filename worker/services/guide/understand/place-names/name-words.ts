import { singular } from "../../../../../domain/english";
import { normalise, slipBetween } from "../text";

/**
 * Names and texts as words, the first step of finding the places a text names: the word lists that
 * say how much a word of a name tells (joining words, generic words, words of a question that are
 * never a name's, heads that make a name a place to sleep or eat), the forms a name word may be
 * written in (possessive or not, "mt" or "mount", "d'Orsay" or "dorsay"), the other names a place
 * goes by (a bracket, a dash), the words of a text by clause, and a slip of one letter.
 */

/** Words of a name that join its parts and tell no place apart. */
export const JOINING = new Set([
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
export const GENERIC = new Set(
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
export const SERVICE_HEADS = new Set(
	`hotel inn lodge resort restaurant cafe dining room campground store shop deli bakery eatery cafeteria grill
	kitchen creamery cabins spa`.split(/\s+/),
);

export type Strength = "distinctive" | "shared" | "generic";
export const WEIGHT: Readonly<Record<Strength, number>> = { distinctive: 1, shared: 0.5, generic: 0.25 };

export interface NameToken {
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
export interface Variant {
	tokens: NameToken[];
	/** The name starts with "The" ("The Plaza"). */
	the: boolean;
	/** A joining word that ends the name ("Sully's Drive-In"), part of its words in a text. */
	last: string | null;
}

/** The variants of a name: the whole, the part before a dash or a bracket, and the bracket's own name. */
export function variantsOf(name: string): string[] {
	const variants = [name];
	const bracket = name.match(/^(.*?)\s*\((?:formerly\s+)?([^)]+)\)\s*$/i);
	if (bracket?.[1] && bracket[2]) variants.push(bracket[1], bracket[2]);
	const dashed = name.split(/\s+[–—-]\s+/);
	if (dashed.length === 2) variants.push(...dashed);
	return [...new Set(variants.map((variant) => variant.trim()).filter(Boolean))];
}

/** The words of a name as the index keeps them (joining words out), each with the forms a text may write it in. */
export function nameWords(name: string): Omit<NameToken, "strength">[] {
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
export function lastJoining(name: string): string | null {
	const last =
		normalise(name)
			.split(/[^a-z0-9]+/)
			.filter(Boolean)
			.at(-1) ?? "";
	return JOINING.has(last) ? last : null;
}

/** A word that could be an initialism or a number ("zsl", "hms", "4"): it tells little on its own. */
export const slight = (word: string) => word.length <= 2 || (word.length === 3 && !/[aeiouy]/.test(word));

/**
 * Whether two words are one slip apart (a letter changed, added or dropped, or two neighbours
 * swapped), both starting with the same letter.
 */
export const oneSlip = (a: string, b: string): boolean => a[0] === b[0] && slipBetween(a, b) !== null;

/** A word of the (normalised) text: as the index writes it, its clause and where it stands. */
export interface TextWord {
	word: string;
	raw: string;
	clause: number;
	/** Only a comma or a dot parts it from the word before ("Diana, Princess of Wales", "King, Jr. Memorial"). */
	comma: boolean;
	start: number;
	end: number;
}

export function textWords(text: string): TextWord[] {
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
