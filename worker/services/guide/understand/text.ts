import { MONTH_NAMES, singular } from "../../../../domain/english";
import { foldText } from "../../../../domain/text";

/**
 * The one normaliser and the one typo policy of the guide's reader. Every row of ./rows matches
 * the text this gives: folded (lowercase, no accents), apostrophes dropped ("don't" → "dont"),
 * hyphens and odd symbols as spaces, the clause marks (. , ; : ! ? and dashes between words) kept,
 * spaces collapsed, and one-letter slips in long words mended ("musuem" → "museum").
 */

// ---------------------------------------------------------------------------------------------
// Typo policy: one slip (a letter added or dropped, two neighbours swapped) in a word of six
// letters or more, mended only to a known word of six letters or more with the same first letter,
// and only when exactly one known word is that near. Short words are never guessed at, and real
// words one letter apart ("nearly", "diving") stay themselves.

const MIN_LENGTH = 6;

/** Real words one slip from the vocabulary: never "corrected" ("Mount Desert Island" is no dessert). */
const REAL_WORDS = ["desert", "breathe", "cruiser", "discover", "galley", "sitting", "parking", "hiker", "thinking"];

/**
 * The one slip that turns `a` into `b`: a letter added or dropped, a letter changed, or two
 * neighbours swapped; null when they are the same word or further apart. Each rule that mends a
 * slip says which of these it takes.
 */
export function slipBetween(a: string, b: string): "added-or-dropped" | "changed" | "swapped" | null {
	if (a === b || Math.abs(a.length - b.length) > 1) return null;
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
	if (left + right === 1) return "added-or-dropped";
	if (left === 1 && right === 1) return "changed";
	return left === 2 && right === 2 && a[start] === b[start + 1] && a[start + 1] === b[start] ? "swapped" : null;
}

/**
 * Whether `a` becomes `b` by one insertion, deletion or swap of neighbours (a changed letter too
 * often makes another word: "nearly", "diving").
 */
function oneEditApart(a: string, b: string): boolean {
	const slip = slipBetween(a, b);
	return slip === "added-or-dropped" || slip === "swapped";
}

/**
 * A corrector over these words: the word meant, or null when none (or more than one) is one slip
 * away. `real` are words that are known as typed and never corrected.
 */
function typoCorrector(words: Iterable<string>, real: Iterable<string> = []): (token: string) => string | null {
	const long = [...new Set(words)].filter((word) => word.length >= MIN_LENGTH && /^[a-z]+$/.test(word));
	const known = new Set([...long, ...long.map(singular), ...REAL_WORDS, ...real]);
	const byFirst = new Map<string, string[]>();
	for (const word of long) byFirst.set(word[0] ?? "", [...(byFirst.get(word[0] ?? "") ?? []), word]);
	return (token) => {
		// A plural of a known word is known ("museums" is no slip from "museum").
		if (token.length < MIN_LENGTH || known.has(token) || known.has(singular(token)) || !/^[a-z]+$/.test(token))
			return null;
		const near = (byFirst.get(token[0] ?? "") ?? []).filter((word) => oneEditApart(token, word));
		if (near.length === 1) return near[0] ?? null;
		// A plural of a slip ("playgrouds"): the slip mended, the plural kept.
		const one = token.endsWith("s")
			? (byFirst.get(token[0] ?? "") ?? []).filter((word) => oneEditApart(token.slice(0, -1), word))
			: [];
		return near.length === 0 && one.length === 1 ? `${one[0]}s` : null;
	};
}

// ---------------------------------------------------------------------------------------------
// Word lists (one of each for the whole reader)

/**
 * Words that say nothing about which place: greetings, asks, the family, time words. A message of
 * only these names nothing to look for.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
	`a an the and or but so to for with in at on of by from into about is are was be been it its this that these those
	there here what whats which who how when where why can could would should will shall may might do does did doing we
	us our ours i me my mine you your yours they them their he she his her hi hello hey hiya howdy yo good great best
	nice fun cool awesome amazing lovely help please thanks thank cheers ok okay yes maybe want wants wanted like likes
	love loves looking look find show tell give get got need needs recommend recommendation suggest suggestion idea
	option something anything everything thing stuff activity activities place spot somewhere anywhere go going visit
	see plan planning trip day today tomorrow weekend week time kid child children family son daughter boy girl
	little big some any all more other else also just really very too much many lot year old aged age month s t let
	lets im ive id dont wanna gonna wunder guide around near new first next have has had were re ll ve whole monday
	tuesday wednesday thursday friday saturday sunday ok fine still keep feel bit able mind someone anyone one two
	three four five six seven eight nine ten eleven twelve fan mad obsessed into both thats theyre hes shes theres
	cant wont isnt arent doesnt didnt lol staying stay after before happen degree january february march april may
	june july august september october november december pls plz everyone everybody anybody enjoy centre center
	early late not no yeah yep instead what else then now only yo yr yrs please anymore longer everywhere
	tbh honestly weve well wed youre youve youll theyve theyll theyd take taking`
		.split(/\s+/)
		.filter(Boolean),
);

/** The months, January first, lower case, as the reader matches them (three-letter stems and full names). */
export const MONTHS = MONTH_NAMES.map((name) => name.toLowerCase());
/**
 * A month or a season as typed ("jan", "sept", "April", "summer"), for patterns: the months' first
 * three letters and anything after them, and the seasons and holidays that name a time of year.
 */
export const WHEN_PATTERN = `(?:${MONTHS.map((month) => month.slice(0, 3)).join("|")})[a-z]*|spring|summer|autumn|fall|winter|christmas|easter|halloween`;

export const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const;

/** Words the rows ask for that the place vocabulary does not hold: mended when mistyped too. */
const ROW_WORDS = [
	...MONTHS,
	...WEEKDAYS,
	"itinerary",
	"schedule",
	"restaurant",
	"tomorrow",
	"weather",
	"forecast",
	"toddler",
	"teenager",
	"teenagers",
	"cheaper",
	"indoors",
	"outdoors",
	"somewhere",
	"something",
	"anything",
	"different",
	"recommend",
	"suggestions",
	"compare",
	"between",
	"worth",
	"babyish",
	"crowded",
	"breakfast",
	"dinner",
	"arrival",
	"departure",
	"minutes",
	"walking",
	"distance",
	"staying",
	"expensive",
	"because",
	"please",
	"probably",
	"thanks",
	"wheelchair",
	"stroller",
	"changing",
];

/** Chat spellings of common words, written out ("tonite", "2moro", "wknd"): short words no slip policy would mend. */
const CHAT_SPELLINGS: Readonly<Record<string, string>> = {
	tonite: "tonight",
	"2nite": "tonight",
	"2night": "tonight",
	nite: "night",
	"2day": "today",
	tmrw: "tomorrow",
	tmr: "tomorrow",
	tmw: "tomorrow",
	tomoz: "tomorrow",
	"2moro": "tomorrow",
	"2morrow": "tomorrow",
	wknd: "weekend",
	wkend: "weekend",
	arvo: "afternoon",
	xmas: "christmas",
	thru: "through",
	b4: "before",
	ppl: "people",
	enuf: "enough",
	nuff: "enough",
};

let corrector: ((token: string) => string | null) | null = null;
let lexiconWords: readonly string[] = [];

/** The lexicon's words join the typo policy (called once by ./lexicon.ts at module load). */
export function knowWords(words: readonly string[]): void {
	lexiconWords = words;
	corrector = null;
}

function correct(token: string): string | null {
	corrector ??= typoCorrector([...lexiconWords, ...ROW_WORDS], STOP_WORDS);
	return corrector(token);
}

/** The one normaliser (see the top of this file). */
export function normalise(message: string): string {
	return foldText(message)
		.replace(/['’`‘]/g, "")
		.replace(/\s[-–—]+\s|[–—]/g, " - ")
		.replace(/[^\p{L}\p{N}\s.,;:!?£$€%&\-/]+/gu, " ")
		.replace(/(\p{L})-(?=\p{L})/gu, "$1 ")
		.replace(/\s+/g, " ")
		.trim()
		.replace(
			/[\p{L}\p{N}]+/gu,
			(word) => CHAT_SPELLINGS[word] ?? (/^\p{L}+$/u.test(word) ? (correct(word) ?? word) : word),
		);
}

/** The words of a normalised text, singular ("museums" → "museum"). */
export const wordsOf = (text: string): string[] => (text.match(/[\p{L}\p{N}]+/gu) ?? []).map(singular);

/** The text split into clauses at . , ; : ! ? and spaced dashes. */
export const clausesOf = (text: string): string[] => text.split(/[.,;:!?]+|\s-\s/);
