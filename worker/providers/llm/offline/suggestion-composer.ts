import { DESCRIPTION_MAX, TITLE_MAX } from "../../../../domain/adventure/adventure";
import { capitalize, clampSentences, clampText, listPhrase, pick } from "../../../../domain/english";
import { type SuggestionInput, type TripFacts, tripFacts } from "./trip-facts";
import { numberWord, TAG_WORDS } from "./trip-words";

/**
 * The offline composer: a specific, deterministic title and description for an adventure from the
 * form's facts, without any network. The same form always gets the same words.
 */

/** Two title nouns: "Geysers & Trails", or "Geysers and Sand & Surf" when one already has an ampersand. */
function pairPhrase(items: readonly string[]): string {
	const [a, b] = items;
	if (!a) return "";
	if (!b) return a;
	return a.includes("&") || b.includes("&") ? `${a} and ${b}` : `${a} & ${b}`;
}

// ---------------------------------------------------------------------------------------------
// Kids

const article = (age: number) => (age === 8 || age === 11 || age === 18 ? "an" : "a");

/** "a 4-year-old", "a 4- and a 9-year-old", "a 2-, a 5- and an 11-year-old", "five kids aged 2 to 14". */
export function kidsPhrase(ages: readonly number[]): string | null {
	if (ages.length === 0) return null;
	const first = ages[0] ?? 0;
	const last = ages[ages.length - 1] ?? 0;
	if (ages.length > 4) return `${numberWord(ages.length)} kids aged ${first} to ${last}`;
	const parts = ages.map((age, i) => `${article(age)} ${age}${i === ages.length - 1 ? "-year-old" : "-"}`);
	return listPhrase(parts);
}

/** "the 4-year-old", "the 7- and 10-year-olds". */
function theKids(ages: readonly number[]): string {
	if (ages.length === 1) return `the ${ages[0]}-year-old`;
	if (ages.length > 4) return "the kids";
	return `the ${listPhrase(ages.map((age, i) => (i === ages.length - 1 ? `${age}-year-olds` : `${age}-`)))}`;
}

/** Title crew: all under 6 → little explorers, all teens → teens, and so on. */
function crewOf(ages: readonly number[]): string | null {
	if (ages.length === 0) return null;
	const young = ages[0] ?? 0;
	const old = ages[ages.length - 1] ?? 0;
	if (old <= 3) return ages.length === 1 ? "a Toddler" : "Toddlers";
	if (old <= 5) return "Little Explorers";
	if (young >= 13) return ages.length === 1 ? "a Teen" : "Teens";
	if (young >= 6) return "Young Explorers";
	return "the Whole Crew";
}

function ageTip(ages: readonly number[], seed: string): string {
	if (ages.length === 0)
		return pick(["Leave room in the schedule for detours", "Keep one slow morning free"], seed, "age");
	const young = ages[0] ?? 0;
	const old = ages[ages.length - 1] ?? 0;
	if (old <= 5) {
		return pick(
			[
				`Keep outings short and stroller-friendly for ${theKids(ages)}, with nap breaks built in`,
				`Short hops, snack stops and nap-time breaks keep ${theKids(ages)} happy`,
			],
			seed,
			"age",
		);
	}
	if (young >= 13) {
		return pick(
			[
				`Let ${ages.length === 1 ? "the teen" : "the teens"} pick one day's plan`,
				`Give ${theKids(ages)} a say in the plan and a bit of independence`,
			],
			seed,
			"age",
		);
	}
	if (young <= 5 && old >= 8) {
		return pick(
			[
				`Mix short, easy stops for the ${young}-year-old with bigger challenges for the ${old}-year-old`,
				`Pace the days for the ${young}-year-old and save a bolder outing for the ${old}-year-old`,
			],
			seed,
			"age",
		);
	}
	return pick(
		[
			`Build in snack breaks and play time for ${theKids(ages)}`,
			`Pick a few hands-on stops that ${theKids(ages)} can lead`,
		],
		seed,
		"age",
	);
}

function seasonTip(facts: TripFacts): string {
	if (facts.tropical) return "pack sun hats, reef-safe sunscreen and a rain layer";
	switch (facts.season) {
		case "winter":
			return "pack warm layers and plan a cozy indoor break each day";
		case "summer":
			return "start early to beat the midday heat";
		case "spring":
			return "pack rain jackets for spring showers";
		case "autumn":
			return "bring layers for crisp mornings and golden afternoons";
		default:
			return "keep one day flexible for the weather";
	}
}

// ---------------------------------------------------------------------------------------------
// Composer

function seedOf(input: SuggestionInput): string {
	return JSON.stringify([
		input.location.trim().toLowerCase(),
		input.startDate ?? "",
		input.endDate ?? "",
		input.numberOfTravelers ?? "",
		[...(input.kidAges ?? [])].sort((a, b) => a - b),
		[...(input.tags ?? [])].sort(),
		input.title?.trim() ?? "",
	]);
}

/** Two title nouns: one from the landmark, the rest from the tags, else a gentle default. */
function highlightsOf(facts: TripFacts, seed: string): string[] {
	const fromTags = facts.tags.map((tag) => TAG_WORDS[tag].noun);
	const overlaps = facts.tags.map((tag) => TAG_WORDS[tag].overlap).filter((re): re is RegExp => re !== undefined);
	const distinct = facts.landmark?.highlights.filter((h) => !overlaps.some((re) => re.test(h))) ?? [];
	const fromPlace = distinct.length > 0 ? [pick(distinct, seed, "landmark")] : [];
	const extraPlace = distinct.filter((h) => !fromPlace.includes(h));
	const fallback = pick(
		[
			["Hidden Gems", "Family Memories"],
			["Discoveries", "Downtime"],
			["Local Eats", "Little Adventures"],
		],
		seed,
		"fallback",
	);
	return [...new Set([...fromPlace, ...fromTags, ...extraPlace, ...fallback])].slice(0, 2);
}

function durationTitle(facts: TripFacts): string | null {
	if (facts.days === null) return null;
	if (facts.weekend) return "A Weekend";
	if (facts.days === 1) return "A Day";
	if (facts.days === 14) return "Two Weeks";
	return `${facts.days} Days`;
}

/** Other seeds tried for a title the form has not shown yet ('AI Suggest' pressed again). */
const TITLE_ATTEMPTS = 60;

const sameTitle = (title: string) => title.trim().toLowerCase();

/** The form shows `title` already, or showed it: its current title or one of `previousTitles`. */
export const titleShown = (input: SuggestionInput, title: string) =>
	[input.title ?? "", ...(input.previousTitles ?? [])].some((shown) => sameTitle(shown) === sameTitle(title));

/**
 * A specific, deterministic title (≤ 120 characters) from the form, without any network: never the
 * form's current title nor one it already showed (`previousTitles`), while another can be written.
 */
export function composeTitle(input: SuggestionInput): string {
	const facts = tripFacts(input);
	const seed = seedOf(input);
	const shown = new Set([input.title ?? "", ...(input.previousTitles ?? [])].map(sameTitle));
	const newest = sameTitle(input.title || (input.previousTitles?.at(-1) ?? ""));
	const written: string[] = [];
	for (let attempt = 0; attempt < TITLE_ATTEMPTS; attempt++) {
		const title = titleOf(facts, attempt === 0 ? seed : `${seed}|again ${attempt}`);
		if (!shown.has(sameTitle(title))) return title;
		written.push(title);
	}
	// Every title this trip allows was shown: at least not the one on screen.
	return written.find((title) => sameTitle(title) !== newest) ?? titleOf(facts, seed);
}

function titleOf(facts: TripFacts, seed: string): string {
	const place = facts.shortName;
	const things = pairPhrase(highlightsOf(facts, seed));
	const season = facts.tropical ? null : facts.seasonWord;
	const duration = durationTitle(facts);
	const crew = crewOf(facts.kidAges);
	const occasion = facts.occasion === "the holidays" ? "Holidays" : facts.occasion;
	const trip = pick(
		facts.tags.includes("Hiking") || facts.tags.includes("National Park")
			? ["Expedition", "Adventure"]
			: ["Adventure", "Getaway", "Escape"],
		seed,
		"trip",
	);

	const templates: (string | null)[] = [
		season && duration ? `${place} ${season} Wonders: ${duration} of ${things}` : null,
		duration ? `${duration} in ${place}: ${things}${crew ? ` with ${crew}` : ""}` : null,
		season ? `${season} in ${place}: ${things} for ${crew ?? "the Family"}` : null,
		crew && /s$/.test(crew) && !crew.startsWith("the ") ? `${crew} Take On ${place}: ${things}` : null,
		occasion ? `${occasion} in ${place}: ${duration ? `${duration} of ` : ""}${things}` : null,
		occasion ? `${occasion} in ${place}: ${things}` : null,
		`${place} Family ${trip}: ${things}`,
		`${things}: A ${season ? `${season} ` : ""}Family ${trip} in ${place}`,
	];
	const available = templates.filter((t): t is string => t !== null);
	const title = pick(available, seed, "title");
	return clampText(title.length <= TITLE_MAX ? title : `${place}: ${things}`, TITLE_MAX);
}

function durationDescription(facts: TripFacts): string | null {
	if (facts.days === null) return null;
	if (facts.weekend) return "a weekend";
	if (facts.days === 1) return "a single day";
	if (facts.days === 14) return "two weeks";
	return `${numberWord(facts.days)} days`;
}

function whoPhrase(facts: TripFacts): string {
	const kids = kidsPhrase(facts.kidAges);
	const n = facts.travelers;
	if (kids)
		return n && n > facts.kidAges.length ? `a family of ${numberWord(n)} with ${kids}` : `a family with ${kids}`;
	if (n === 1) return "a solo traveler";
	if (n) return `${numberWord(n)} travelers`;
	return "the whole family";
}

/** "a 7-day", "an 8-day", "an 11-day". */
const lengthAdjective = (days: number) => `${/^(8|11|18)$|^8\d$/.test(String(days)) ? "an" : "a"} ${days}-day`;

/** A specific, deterministic description of 2–3 sentences (≤ 2000 characters), without any network. */
export function composeDescription(input: SuggestionInput): string {
	const facts = tripFacts(input);
	const seed = seedOf(input);
	const place = facts.placeName;
	const who = whoPhrase(facts);
	const duration = durationDescription(facts);
	// Near the equator the month says more than a season would.
	const season = facts.tropical ? null : (facts.seasonWord?.toLowerCase() ?? null);
	const over = facts.occasion ? ` over ${facts.occasion}` : "";
	const when = facts.when ? ` in ${facts.when}` : "";
	const tripKind =
		facts.days === null ? null : facts.days === 1 ? "a day" : facts.weekend ? "a weekend" : lengthAdjective(facts.days);

	const openers: (string | null)[] = [
		duration && (season || facts.tropical)
			? `${capitalize(duration)} of ${season ?? "sunshine"} in ${place}${over}${when} for ${who}.`
			: null,
		tripKind ? `${capitalize(tripKind)} ${season ? `${season} ` : ""}trip to ${place}${over}${when} for ${who}.` : null,
		facts.when && duration
			? `${place}${when}: ${duration} of ${season ? `${season} ` : ""}family exploring for ${who}${
					facts.occasion ? `, right over ${facts.occasion}` : ""
				}.`
			: null,
		facts.days === null && facts.when
			? `A ${season ? `${season} ` : ""}family trip to ${place}${when}${over} for ${who}.`
			: null,
		facts.when ? null : `A family trip to ${place} for ${who}.`,
		facts.when ? null : `${place}, planned around ${who}.`,
	];
	const opener = pick(
		openers.filter((s): s is string => s !== null),
		seed,
		"opener",
	);

	const wintry = facts.season === "winter" && !facts.tropical;
	const activities = facts.tags
		.slice(0, 3)
		.map((tag) => (wintry ? TAG_WORDS[tag].winter : undefined) ?? TAG_WORDS[tag].activity);
	const generic = pick(
		[
			["the best local playground", "a market lunch", "one unhurried afternoon"],
			["a family-friendly museum", "the town's favourite ice cream", "a walk to a good viewpoint"],
			["the local park", "a picnic with a view", "a rainy-day backup plan"],
		],
		seed,
		"generic",
	);
	const lead = pick(["Expect", "Think", "Look forward to", "Days are built around"], seed, "lead");
	const middle = facts.landmark
		? `${lead} ${facts.landmark.sights}${activities.length ? `, plus ${listPhrase(activities)}` : ""}.`
		: `${lead} ${listPhrase(activities.length ? activities : generic)}.`;

	const closing = `${ageTip(facts.kidAges, seed)}, and ${seasonTip(facts)}.`;
	return clampSentences(`${opener} ${middle} ${closing}`, DESCRIPTION_MAX);
}
