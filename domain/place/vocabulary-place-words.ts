/**
 * Words for parts of a town, not one place of their own (part of ./vocabulary): "the harbour", "the
 * waterfront", "the high street". "Near the harbour in Bar Harbor" is near Bar Harbor; "lunch on
 * the waterfront" is near the waterfront, never a kind of place to find.
 */
export const PART_OF_TOWN_WORDS: readonly string[] = [
	"harbour",
	"harbor",
	"port",
	"marina",
	"waterfront",
	"seafront",
	"sea front",
	"promenade",
	"prom",
	"pier",
	"quay",
	"quayside",
	"docks",
	"riverside",
	"riverfront",
	"river walk",
	"riverwalk",
	"embankment",
	"boardwalk",
	"strip",
	"mall",
	"high street",
	"main street",
	"town square",
	"square",
	"village green",
	"old town",
	"town centre",
	"town center",
	"city centre",
	"city center",
	"downtown",
];

/**
 * What a destination's families call one place by a part-of-town word ("the mall" in Washington
 * is the National Mall): the destination (as its location is written), the word, the place.
 */
export const LOCAL_PLACE_WORDS: readonly { location: RegExp; word: string; place: string }[] = [
	{ location: /\b(?:washington|d\.? ?c)\b/i, word: "mall", place: "national mall" },
];

/**
 * Kind words a destination's families mean one kind by: in Orlando "the parks" ("a break from the
 * parks", "which parks first?") are the theme parks. The destination, the words, what they mean.
 */
const LOCAL_KIND_WORDS: readonly { location: RegExp; words: RegExp; means: string }[] = [
	{
		location: /\borlando\b|\bkissimmee\b|\banaheim\b/i,
		words: /\b(?:the|both|all the) parks\b/g,
		means: "the theme parks",
	},
];

/** A text with a destination's local kind words said in full ("the parks" in Orlando: "the theme parks"). */
export function localKindWords(text: string, location: string): string {
	return LOCAL_KIND_WORDS.reduce(
		(said, entry) => (entry.location.test(location) ? said.replace(entry.words, entry.means) : said),
		text,
	);
}
