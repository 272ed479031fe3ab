/**
 * The one negation scope of the reader. A negation turns what follows it, up to the end of its
 * clause or a word that turns back ("but", "instead", "something"), into something to avoid:
 * "not museums", "no more hikes", "anything but the zoo", "bored of parks", "the kids don't really
 * like museums". Negations written after what they negate ("museums aren't their thing", "parks
 * are boring", "museumed out") are first turned around into "not museums".
 */

/** Negations after their object, turned into "not X" (X: one or two words before them). */
const AFTER: readonly RegExp[] = [
	// "museums arent their thing", "hikes are not really our cup of tea"
	/\b([a-z]+(?: [a-z]+)?) (?:arent|isnt|aint|are not|is not)(?: really| exactly| quite)? (?:their|our|his|her|my|the kids|the boys|the girls) (?:thing|cup of tea|scene|jam)\b/g,
	// "museums are done", "parks are boring", "hikes are out", "playgrounds are for babies"
	/\b([a-z]+) (?:are|is) (?:done|out|boring|over|banned|off the table|for babies|for little kids|lame|a no go|not an option|a no)\b/g,
	// "museums? nah", "parks? no thanks"
	/\b([a-z]+)\? ?(?:nah|nope|no thanks|no way|not today|pass)\b/g,
	// "museum-ed out" (the hyphen is a space by now), "palaced out", "museum'd out", "museumed out" (the
	// typo policy may have mended "museumd" into "museum")
	/\b([a-z]+) e?d out\b/g,
	/\b([a-z]+)d out\b/g,
	// "give the castles a miss"
	/\bgive (?:the |all the |those |these )?([a-z]+(?: [a-z]+)?) a miss\b/g,
	/\b(?:are|were|is|im|am|totally|completely|so|all|a bit|getting) ([a-z]+) out\b(?! (?:of|there|here|and about|for|on|from))/g,
	// "the kids hate museums" is a negation before; "museums they hate" is rare enough to leave.
];

/**
 * "Too cold to be outside", "too hot for a hike", "too young for rides": what the weather, the
 * tiredness or the age rules out, written as "not X".
 */
const TOO_FOR =
	/\b(?:way |far |much |a bit |bit )?too (?:cold|hot|wet|rainy|windy|chilly|freezing|icy|snowy|stormy|muddy|dark|humid|boiling|warm|miserable|grim|nasty|tired|sleepy|little|young|small|old|big|grown up) (?:(?:(?:for (?:us |them |the kids |him |her )?)?to (?:be|go|play|stay|sit|spend (?:the day|time|all day)|hang out|do anything)(?: out)?)|for)\b/g;

/** Long forms of "not" ("don't really like", "can't stand"), written as one "not". */
const LONG_FORMS =
	/\b(?:(?:dont|doesnt|didnt|do not|does not|wont|will not|wouldnt|would not|arent|isnt|are not|is not)(?: really| much| particularly| especially| that| actually| too| so| even)? (?:like|love|enjoy|want|fancy|care for|into|keen on|big on|a fan of|fans of|interested in|bothered about)|(?:cant|cannot|can not) (?:stand|bear|face|do|handle)|not (?:a )?fans? of|not (?:really )?(?:keen on|into|interested in|bothered about)|hates?|dislikes?|had enough of|enough (?:of|with)|(?:had it|finished) with|(?:did|done|visited|saw|seen|been to)(?= (?:the |a |an )?[a-z]+(?: [a-z]+)? (?:yesterday|already|earlier|last (?:week|time|night|year)|this (?:morning|week|trip)|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday))\b)|(?:done|seen|had|visited) (?:enough|plenty|too many|our fill|loads)(?: of)?|had (?:our|their|my|his|her) fill of|(?:bored|tired|sick|fed up)(?: to death| to the back teeth| stiff)? (?:of|with)|done with|(?:a )?(?:break|brake|rest|day off|time off|change(?: of (?:scene|scenery))?) from|(?:burnt|burned|maxed|worn) out (?:on|from)|overdosed on|(?:the )?last thing (?:they|we|he|she|i|the kids?) (?:want|wants|need|needs|fancy|fancies)(?: to (?:do|see))? is|(?:else|other) (?:than|then)|(?:theyre|they are|hes|he is|shes|she is|were|we are) (?:well |way |a bit |long |now )?past(?= (?:the|all|a) | [a-z]+s\b)|outgrown|grown out of|(?:something|anything|somewhere|a bit|totally|completely|bit) (?:else )?different (?:from|to|than)(?: (?:the|all the|our) usual| the)?|(?:(?:have|already|all|just) )?(?:done|did|seen|visited|been to|ticked off|covered|finished) (?:all|every|each|most)(?: of)?(?: the)?|already (?:done|did|seen|visited|been to|ticked off)|too many|(?:im|were|so|we are|i am|is|are|totally|completely) over(?! (?:there|here|the|to|from|at|in|by|for|\d))|nothing like|anything but|anything except|anything other than|other than|apart from|besides|except(?: for)?|instead of|rather than|away from|skip(?:ping)?|avoid(?:ing)?|never|no more|without)\b/g;

/** Words that are a negation on their own, as the scan reads them. */
export const NEGATION_WORDS: ReadonlySet<string> = new Set([
	"not",
	"no",
	"nothing",
	"nor",
	"isnt",
	"arent",
	"wasnt",
	"dont",
	"doesnt",
	"never",
	"without",
]);

/** Words that end a negation early: "no museums, something outdoors" asks for outdoors. */
export const SCOPE_END: ReadonlySet<string> = new Set([
	"but",
	"instead",
	"rather",
	"prefer",
	"something",
	"somewhere",
	"anything",
	"what",
	"so",
	"just",
	"only",
	"maybe",
	"though",
	"because",
	"as",
	"we",
	"they",
	"want",
	"like",
	"love",
]);

/**
 * Words after a negation that negate an action, not a thing ("doesn't take all day", "not too long"):
 * never a word to avoid.
 */
export const NOT_A_THING: ReadonlySet<string> = new Set(
	"take takes have has need needs want mind matter care cost costs work go get make let mean".split(" "),
);

/** Words of degree inside a negation ("not too long", "without a long walk"): never the thing avoided. */
export const DEGREE: ReadonlySet<string> = new Set(
	"too very that so really long far much big late early hard many sure person people fan fans type kind sort guy guys gal lover lovers buff stage phase".split(
		" ",
	),
);

/** The message with every negation written as "not" before what it negates. */
export function turnNegations(text: string, isWord: (word: string) => boolean = () => true): string {
	let out = ` ${text} `;
	// "museumed out" is the museum's, "palaced out" the palace's: the word the lexicon knows.
	const word = (what: string) =>
		what.endsWith("e") && !isWord(what) && isWord(what.slice(0, -1)) ? what.slice(0, -1) : what;
	for (const pattern of AFTER) out = out.replace(pattern, (_, what: string) => ` not ${word(what)} , `);
	// "not another boardwalk": the kind was had before; the scan keeps "another" as its mark.
	return (
		out
			.replace(TOO_FOR, " not ")
			// "enough museums for one week!": at the start of a clause, enough is a no.
			.replace(/(^ |[.,;:!?] *)enough\b(?= (?!(?:time|room|space|money|food|for|to|of)\b)[a-z])/g, "$1 not")
			.replace(LONG_FORMS, " not ")
			.replace(/\b(?:not|no) (?:an?other|one more)\b/g, " not another ")
			.replace(/\s+/g, " ")
			.trim()
	);
}
