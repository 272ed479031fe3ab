import { capitalize, listPhrase, pick, sentence } from "../../../../domain/english";
import { type CategoryGroup, categoryGroup, type FieldNote } from "../../../../domain/place/place";
import { categoryOfPlace, type PlaceCategoryName } from "../../../../domain/place/vocabulary";
import { PLACE_TYPE_WORDS } from "../../../../domain/place/vocabulary-place-types";
import { cleanDescription, cleanTitle } from "./model-text-cleaner";

/**
 * Guide AI's words about a place, composed by rules (no model, no network): field notes from a
 * place's tags, types and ages, the offline family summary tailored to the
 * adventure's kids, the follow-up line after a save, and the illustrated cover of a catalog place.
 */

/** What these rules read of a place (a Place, or a row on its way to becoming one). */
export interface PlaceFacts {
	googlePlaceId?: string;
	name: string;
	address?: string | null;
	types: readonly string[];
	tags?: readonly string[];
	ages?: readonly number[] | null;
	priceLevel?: number | null;
	familySummary?: string | null;
	pithySummary?: string | null;
	editorialSummary?: string | null;
}

// ---------------------------------------------------------------------------------------------
// Field notes

const has = (values: readonly string[] | undefined, ...wanted: string[]) =>
	!!values && wanted.some((value) => values.includes(value));

/** Places where the first hour is the calm one. */
const BUSY_TYPES = ["museum", "zoo", "aquarium", "amusement_park", "water_park", "tourist_attraction", "art_gallery"];

/** "Best for ages 4–12", "Fun for all ages", "Best from age 6". */
export function ageNote(ages: readonly number[] | null | undefined): string | null {
	if (!ages || ages.length < 2) return null;
	const [min = 0, max = 18] = ages;
	if (min <= 0 && max >= 18) return "Fun for all ages, babies to teens";
	if (min <= 0) return `Best for kids up to ${max}`;
	if (max >= 18) return `Best from age ${min} up`;
	return `Best for ages ${min}–${max}`;
}

/**
 * The Guide AI's own notes on a place, one per type: a timing tip, the ages it suits, and access
 * (strollers, wheelchairs, terrain). Derived from what the catalog or provider says, never invented:
 * a place with no tags, types or ages that say anything gets no note.
 */
export function guideFieldNotes(place: PlaceFacts): FieldNote[] {
	const tags = place.tags ?? [];
	const types = place.types;
	const notes: FieldNote[] = [];
	const note = (type: string, text: string) => notes.push({ type, note: text, author: "Guide AI" });

	let tip: string | null = null;
	if (has(tags, "reservations")) tip = "Book ahead: reservations or timed tickets are needed";
	else if (has(tags, "seasonal")) tip = "Seasonal: check opening dates before you go";
	else if (has(types, ...BUSY_TYPES)) tip = "Arrive at opening: the first hour is the calmest";
	else if (has(tags, "picnic")) tip = "Pack a picnic: there is room to spread out";
	else if (has(tags, "free") || place.priceLevel === 0) tip = "Free to visit, so a short stop is no loss";
	else if (has(tags, "free-with-park-entry")) tip = "Included with park entry";
	else if (has(tags, "rainy-day", "indoor")) tip = "A good rainy-day backup";
	else if (has(types, "restaurant", "cafe", "bakery", "ice_cream_shop"))
		tip = "Go early: before the lunch or dinner rush";
	if (tip) note("tip", tip);

	const ages = ageNote(place.ages);
	if (ages) note("age", ages);

	let access: string | null = null;
	if (has(tags, "stroller-friendly") && has(tags, "accessible")) access = "Stroller-friendly and step-free";
	else if (has(tags, "stroller-friendly")) access = "Stroller-friendly paths";
	else if (has(tags, "accessible")) access = "Step-free access";
	else if (has(types, "hiking_area", "natural_feature") || has(tags, "hiking"))
		access = "Uneven ground: bring a carrier for little ones";
	if (access) note("access", access);
	return notes;
}

// ---------------------------------------------------------------------------------------------
// Words for types

const TYPE_WORDS: Record<string, string> = PLACE_TYPE_WORDS;

/** The most telling label of a place's types ("museum", "ice-cream shop"); "spot" when none is known. */
export function placeTypeLabel(types: readonly string[]): string {
	for (const type of types) {
		const label = TYPE_WORDS[type];
		if (label) return label;
	}
	return "spot";
}

type IdeaKey =
	| "museum"
	| "zoo"
	| "park"
	| "playground"
	| "beach"
	| "hiking"
	| "food"
	| "treat"
	| "lodging"
	| "attraction"
	| "other";

/** Which ideas each category of the vocabulary gets. */
const IDEA_OF_CATEGORY: Record<PlaceCategoryName, IdeaKey> = {
	museum: "museum",
	science: "museum",
	art: "museum",
	playground: "playground",
	park: "park",
	hiking: "hiking",
	beach: "beach",
	nature: "hiking",
	zoo: "zoo",
	aquarium: "zoo",
	cafe: "treat",
	iceCream: "treat",
	food: "food",
	lodging: "lodging",
	themePark: "attraction",
	swimming: "other",
	history: "attraction",
	library: "museum",
	shopping: "other",
	boat: "other",
	views: "other",
	movies: "other",
	camping: "hiking",
	attraction: "attraction",
};

/** The ideas for a place: its first type's category's ("visitor_center" → attraction), else "other". */
function ideaKey(types: readonly string[]): IdeaKey {
	const category = categoryOfPlace(types);
	return category ? IDEA_OF_CATEGORY[category] : "other";
}

type AgeBand = "little" | "middle" | "older";

/** Ideas per kind of place and age band: what to do there with kids that age. */
const IDEAS: Record<IdeaKey, Record<AgeBand, string>> = {
	museum: {
		little:
			"With little ones, pick one or two rooms, ask at the desk for a family trail or activity pack, and leave while it is still fun.",
		middle: "Ask at the entrance for a trail or quiz sheet: a mission keeps school-age kids hunting from room to room.",
		older: "Let the older kids pick the galleries and lead the way with the map; plan a café break halfway.",
	},
	zoo: {
		little: "Check the feeding and keeper-talk times on arrival and build the visit around one or two of them.",
		middle:
			"Plan the route around the keeper talks and feeding times, and let the kids tick off their favourite animals.",
		older:
			"Catch a keeper talk and ask questions; older kids get a lot from the conservation stories behind the animals.",
	},
	playground: {
		little:
			"Look for the toddler section with low slides and baby swings, and bring a change of clothes for sand or splashes.",
		middle: "Climbing frames and open space to burn off energy; a good break between sights.",
		older: "Older kids can tackle the bigger climbing structures while younger siblings play nearby.",
	},
	park: {
		little: "Bring a ball, snacks and a blanket: open lawns give little ones room to run between naps.",
		middle: "Room to run, climb and picnic; bring a ball or a kite.",
		older: "Good for a bike ride, a game of catch or a picnic break between sights.",
	},
	beach: {
		little: "Bring buckets, sun hats and a shade tent, and look for calm, shallow water near the lifeguards.",
		middle: "Sandcastles, rock pools and paddling: check the tide times before you go.",
		older:
			"Older kids can try body boarding or explore the rock pools at low tide; check the surf and tide times first.",
	},
	hiking: {
		little:
			"Choose a short, flat stretch and bring a carrier; little legs do best with a goal like a lookout or a stream.",
		middle: "Pick a trail of a few miles with something to find on the way, and pack water and snacks.",
		older: "Older kids can handle a longer trail with a view at the end; start early and pack layers.",
	},
	food: {
		little: "Go early, before the rush, and ask for high chairs and crayons.",
		middle: "A relaxed sit-down stop to refuel; kids' portions make ordering easy.",
		older: "A good place to refuel together after a big day out.",
	},
	treat: {
		little: "A quick treat stop: grab something to share and find a bench outside.",
		middle: "A sweet stop to reward good walking legs.",
		older: "A good pause for a snack and a chat about what to do next.",
	},
	lodging: {
		little: "Ask ahead for a cot or crib and a room away from the lift.",
		middle: "A family base for the trip; ask about connecting rooms or family suites.",
		older: "Ask about family rooms with space to spread out after busy days.",
	},
	attraction: {
		little: "Go early and plan a short visit with a snack break; little ones tire quickly in crowds.",
		middle: "Go early to beat the queues, and let the kids choose what to see first.",
		older: "Older kids can help plan the route and pick the highlights.",
	},
	other: {
		little: "Keep the visit short and plan a snack stop nearby.",
		middle: "Worth a stop on the way between bigger sights.",
		older: "Worth a look on the way; older kids can help decide what to see.",
	},
};

const SHORT_IDEAS: Record<IdeaKey, string> = {
	museum: "exhibits to explore, best with a family trail",
	zoo: "animals, keeper talks and feeding times",
	playground: "swings, slides and room to burn off energy",
	park: "open space to run, climb and picnic",
	beach: "sand, paddling and rock pools",
	hiking: "trails and views for walkers of all sizes",
	food: "a family-friendly meal stop",
	treat: "a sweet snack stop",
	lodging: "a family base for the trip",
	attraction: "a sight worth a stop",
	other: "worth a stop on the way",
};

function ageBand(kidAges: readonly number[]): AgeBand {
	if (kidAges.length === 0) return "middle";
	const youngest = Math.min(...kidAges);
	const oldest = Math.max(...kidAges);
	if (youngest <= 4) return "little";
	if (oldest >= 11 && youngest >= 9) return "older";
	return "middle";
}

/** "4", "4 and 9", "3, 6 and 11" (sorted, duplicates kept once). */
export function listAges(kidAges: readonly number[]): string {
	return listPhrase([...new Set(kidAges)].sort((a, b) => a - b).map(String));
}

/** How the place's ages meet the kids' ages, in one sentence; null when either is unknown. */
export function ageFitSentence(
	placeAges: readonly number[] | null | undefined,
	kidAges: readonly number[],
): string | null {
	if (!placeAges || placeAges.length < 2 || kidAges.length === 0) return null;
	const [min = 0, max = 18] = placeAges;
	const youngest = Math.min(...kidAges);
	const oldest = Math.max(...kidAges);
	const range = min <= 0 && max >= 18 ? "all ages" : `ages ${min}–${max}`;
	if (youngest >= min && oldest <= max) {
		return kidAges.length === 1
			? `At ${youngest}, your child is right in its sweet spot (${range}).`
			: `Your kids (${listAges(kidAges)}) are all in its sweet spot (${range}).`;
	}
	if (youngest < min && oldest > max) {
		return `It suits ages ${min}–${max}: your ${youngest}-year-old may need a carrier and your ${oldest}-year-old may find parts of it young.`;
	}
	if (youngest < min) {
		return `It is best from age ${min}, so your ${youngest}-year-old may need a carrier, a nap plan or a quieter corner.`;
	}
	return oldest > max && youngest <= max
		? `It is aimed at kids up to ${max}; your ${oldest}-year-old can help the younger ones along.`
		: `It is aimed at kids up to ${max}, so your ${oldest}-year-old may find it young: keep the visit short.`;
}

const TAG_FACTS: [string, string][] = [
	["free", "entry is free"],
	["free-with-park-entry", "it is included with park entry"],
	["indoor", "it is indoors, a good rainy-day plan"],
	["stroller-friendly", "strollers manage fine"],
	["accessible", "there is step-free access"],
	["picnic", "there is room for a picnic"],
	["reservations", "booking ahead is wise"],
	["seasonal", "it is seasonal, so check the dates"],
];

function tagSentence(tags: readonly string[]): string | null {
	const facts = TAG_FACTS.filter(([tag]) => tags.includes(tag))
		.map(([, fact]) => fact)
		.slice(0, 3);
	if (facts.length === 0) return null;
	return `Good to know: ${listPhrase(facts)}.`;
}

/** The area part of an address ("Cromwell Rd, South Kensington, London SW7 5BD, UK" → "South Kensington"). */
export function localityOf(address: string | null | undefined): string | null {
	if (!address) return null;
	const parts = address
		.split(",")
		.map((part) => part.trim())
		.filter(Boolean);
	if (parts.length < 3) return null;
	const candidate = parts[parts.length - 3] ?? "";
	// Skip street lines ("1 Main St") and postcodes.
	if (/\d/.test(candidate) || candidate.length > 40) return null;
	return candidate;
}

const article = (word: string) => (/^[aeiou]/i.test(word) ? "an" : "a");

export interface PlaceSummary {
	familySummary: string;
	pithySummary: string;
}

/**
 * The offline family summary of a place for this family: the catalog's own summary when it has one
 * (written for the product), otherwise one composed from the place's types, provider description
 * and tags; then an idea for kids of these ages (for provider places) and how the place's ages fit
 * them. Different kids' ages give different advice; the same inputs always give the same text.
 */
export function composePlaceSummary(place: PlaceFacts, kidAges: readonly number[] = []): PlaceSummary {
	const label = placeTypeLabel(place.types);
	const key = ideaKey(place.types);
	const band = ageBand(kidAges);
	const locality = localityOf(place.address);
	const parts: string[] = [];
	if (place.familySummary?.trim()) {
		parts.push(sentence(place.familySummary));
	} else {
		if (place.editorialSummary?.trim()) parts.push(sentence(place.editorialSummary));
		else parts.push(`${place.name} is ${article(label)} ${label}${locality ? ` in ${locality}` : ""}.`);
		parts.push(IDEAS[key][band]);
		const tags = tagSentence(place.tags ?? []);
		if (tags) parts.push(tags);
	}
	const fit = ageFitSentence(place.ages, kidAges);
	if (fit) parts.push(fit);
	else if (kidAges.length > 0 && place.familySummary?.trim()) parts.push(IDEAS[key][band]);
	else if (!fit && kidAges.length === 0 && place.ages) {
		const ages = ageNote(place.ages);
		if (ages && !place.familySummary) parts.push(`${ages}.`);
	}

	let pithy = place.pithySummary?.trim();
	if (!pithy) {
		const where = locality ? ` in ${locality}` : "";
		pithy = sentence(`${capitalize(label)}${where}: ${SHORT_IDEAS[key]}`);
	}
	return { familySummary: parts.join(" "), pithySummary: pithy };
}

export const FAMILY_SUMMARY_MAX = 800;
export const PITHY_SUMMARY_MAX = 140;

/** Cuts at the last whole sentence (or word) that fits. */
function clampAt(text: string, max: number): string {
	if (text.length <= max) return text;
	const head = text.slice(0, max);
	const end = Math.max(head.lastIndexOf(". "), head.lastIndexOf("! "), head.lastIndexOf("? "));
	if (end > max * 0.5) return head.slice(0, end + 1);
	const space = head.lastIndexOf(" ");
	return `${head.slice(0, space > max * 0.5 ? space : max - 1).replace(/[\s,;:–-]+$/, "")}…`;
}

/**
 * A model's summary made safe to show: one paragraph without labels, markdown, emoji or wrapping
 * quotes, within the limits; null when either part ends up empty.
 */
export function cleanPlaceSummary(raw: { familySummary?: unknown; pithySummary?: unknown }): PlaceSummary | null {
	if (typeof raw.familySummary !== "string" || typeof raw.pithySummary !== "string") return null;
	const familySummary = clampAt(cleanDescription(raw.familySummary), FAMILY_SUMMARY_MAX);
	const pithy = cleanTitle(raw.pithySummary).replace(/^pithy\s*summary\s*[:\-–]\s*/i, "");
	const pithySummary = pithy ? clampAt(sentence(pithy), PITHY_SUMMARY_MAX) : "";
	return familySummary && pithySummary ? { familySummary, pithySummary } : null;
}

// ---------------------------------------------------------------------------------------------
// After a save

const NEXT_STEPS: Record<CategoryGroup, (little: boolean) => string> = {
	food: () => "Want me to find a playground or park nearby so the kids can run around afterwards?",
	nature: (little) =>
		little
			? "Want me to find a café with high chairs nearby for a snack break afterwards?"
			: "Want me to find a café or an ice-cream stop nearby for afterwards?",
	cultural: (little) =>
		little
			? "Museums tire little legs fast: want me to find a playground nearby for afterwards?"
			: "Want me to find a family-friendly lunch spot nearby to pair with it?",
	entertainment: () => "Want me to find a family-friendly lunch spot close by?",
	shopping: () => "Want me to find a park nearby to balance it with some fresh air?",
	accommodation: () => "Want me to find parks and playgrounds within walking distance?",
	sports: () => "Want me to find somewhere nearby to refuel afterwards?",
	wellness: () => "Want me to find something fun nearby for the kids?",
	transportation: () => "Want me to find family-friendly places near it?",
	other: () => "Want me to find something fun nearby to pair it with, or add it to a path?",
};

const OPENERS = ["Great pick!", "Nice choice!", "Saved!"];

/** The Guide AI's line after a save: names the place and suggests a next step that fits it. */
export function composeSaveFollowUp(place: PlaceFacts, kidAges: readonly number[] = []): string {
	const little = kidAges.some((age) => age <= 5);
	const opener = pick(OPENERS, place.googlePlaceId ?? place.name);
	return `${opener} ${place.name} is in your saved places. ${NEXT_STEPS[categoryGroup(place.types)](little)}`;
}
