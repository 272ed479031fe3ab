import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Ask } from "../../domain/guide/ask";
import { type Conversation, type TripFacts, understand } from "../../worker/services/guide/understand";

/**
 * Every place of every catalog destination, named loosely inside a question about it, is read as a
 * question about that place, resolved to its id: its name in lower case, without "The" and without
 * a possessive, its distinctive words alone (when no other place of the destination has them all),
 * and with one letter dropped from its longest word. Generic phrases ("is the museum ok…", "a zoo?")
 * name no place.
 */

const dir = path.resolve(import.meta.dirname, "../../migrations/seed/family-places");
const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(dir, file), "utf8")) as T;
const destinations = [
	...readJson<{ slug: string; name: string }[]>("destinations-cities.json"),
	...readJson<{ slug: string; name: string }[]>("destinations-parks.json"),
];
const files = readdirSync(dir).filter((file) => file.endsWith(".json") && !file.startsWith("destinations"));

interface Destination {
	slug: string;
	location: string;
	places: { id: string; name: string }[];
}
const DESTINATIONS: Destination[] = files.map((file) => {
	const slug = file.replace(/\.json$/, "");
	const location = destinations.find((entry) => entry.slug === slug)?.name ?? slug;
	const places = readJson<{ id: string; name: string }[]>(file).map((place) => ({
		id: `cat:${place.id}`,
		name: place.name,
	}));
	return { slug, location, places };
});

const FRESH: Conversation = { ask: null, offer: null, shown: [] };
const tripOf = (destination: Destination): TripFacts => ({
	location: destination.location,
	kidAges: [4, 9],
	dates: { start: "2027-07-05", end: "2027-07-11" },
	today: "2027-07-05",
	saved: [],
	stay: null,
	places: destination.places,
});

/**
 * Words that say a place's kind, not which place, and words too ordinary to name one alone (the
 * test's own list).
 */
const GENERIC = new Set(
	`museum park center centre visitor national garden gardens trail beach lake zoo aquarium gallery lodge inn hotel
	restaurant cafe campground falls area historic state pool bridge market farm mountain island the of and at de du
	des la le first second great new central children us`.split(/\s+/),
);
/** The main part of a name: "Grand Prismatic Spring (Midway Geyser Basin)" is the Grand Prismatic Spring. */
const mainName = (name: string) => name.replace(/\s*\([^)]*\)\s*$/, "").trim();
const wordsOf = (name: string) =>
	name
		.toLowerCase()
		.normalize("NFD")
		.replace(/[\u0300-\u036f]/g, "")
		.replace(/['’]s\b/g, "")
		.split(/[^a-z0-9]+/)
		.filter(Boolean);

/** The loose forms of a place's name a family may write. */
function looseForms(place: { name: string }, destination: Destination): string[] {
	const name = mainName(place.name);
	const forms = [name.toLowerCase()];
	// Without "The" and without a possessive ("smithsonian national zoo").
	forms.push(
		name
			.replace(/^the\s+/i, "")
			.replace(/['’]s\b/g, "")
			.toLowerCase(),
	);
	// Its distinctive words alone, when no other place of the destination has them all.
	const distinctive = wordsOf(name).filter((word) => !GENERIC.has(word));
	const others = destination.places.filter((other) => other.name !== place.name);
	if (
		distinctive.length > 0 &&
		distinctive.length < wordsOf(name).length &&
		!others.some((other) => distinctive.every((word) => wordsOf(other.name).includes(word)))
	)
		forms.push(distinctive.join(" "));
	// One letter dropped in its longest word (eight letters or more).
	const longest = [...wordsOf(name)].sort((a, b) => b.length - a.length)[0] ?? "";
	if (longest.length >= 8) {
		const slip = `${longest.slice(0, 4)}${longest.slice(5)}`;
		forms.push(wordsOf(name).join(" ").replace(longest, slip));
	}
	return [...new Set(forms)];
}

/** Questions about one place, the way families write them. */
const TEMPLATES = [
	(x: string) => `is ${x} ok with a toddler?`,
	(x: string) => `${x} - how long do we need?`,
	(x: string) => `is ${x} worth it with a 5 year old?`,
	(x: string) => `${x} with a stroller?`,
	(x: string) => `what time does ${x} open?`,
	(x: string) => `${x} - is parking ok?`,
	(x: string) => `do we need to book ${x}?`,
];

const aboutPlace = (ask: Ask, id: string) =>
	(ask.intent === "about" || ask.intent === "compare") && ask.places[0]?.id === id;

/** Finds that only say where: the place named is where to look from, and they stay finds. */
const NEAR_TEMPLATES = [
	(x: string) => `lunch near the ${x}`,
	(x: string) => `playgrounds near ${x}`,
	(x: string) => `somewhere to eat close to ${x} with a 4 year old`,
];

/** One way of naming every catalog place: the messages, the loose forms used, the reading wanted. */
interface NamedEveryway {
	score: string;
	templates: readonly ((x: string) => string)[];
	form: (form: string) => string;
	right: (ask: Ask, id: string) => boolean;
	/** What the reader made of a message it read wrong. */
	read: (ask: Ask) => string;
}

describe("every catalog place, named loosely, is that place", () => {
	it.each<[string, NamedEveryway]>([
		[
			"in a question about it",
			{
				score: "GUIDE_NAMES_SCORE",
				templates: TEMPLATES,
				form: (form) => form,
				right: aboutPlace,
				read: (ask) => `${ask.intent} ${JSON.stringify(ask.places.map((entry) => entry.id ?? entry.name))}`,
			},
		],
		[
			"as where a find looks from",
			{
				score: "GUIDE_NAMES_NEAR_SCORE",
				templates: NEAR_TEMPLATES,
				form: (form) => form.replace(/^the\s+/, ""),
				right: (ask, id) => ask.intent === "find" && ask.where.near?.id === id,
				read: (ask) => `${ask.intent} near ${JSON.stringify(ask.where.near)}`,
			},
		],
	])("%s: at least 95 % of the places (every loose form of each)", (_, named) => {
		const failures: string[] = [];
		let places = 0;
		let passed = 0;
		for (const destination of DESTINATIONS) {
			const trip = tripOf(destination);
			destination.places.forEach((place, i) => {
				places++;
				const wrong = looseForms(place, destination)
					.map(named.form)
					.flatMap((form, k) => {
						const template = named.templates[(i + k) % named.templates.length] ?? named.templates[0];
						const message = template?.(form) ?? form;
						const ask = understand(message, FRESH, trip);
						return named.right(ask, place.id) ? [] : [`${message} → ${named.read(ask)}`];
					});
				if (wrong.length === 0) passed++;
				else failures.push(`${destination.slug}: ${place.name}: ${wrong.join(" | ")}`);
			});
		}
		const rate = (100 * passed) / places;
		console.log(`${named.score} ${passed}/${places} (${rate.toFixed(1)} %)\n${failures.join("\n")}`);
		expect(places).toBeGreaterThan(500);
		expect(rate).toBeGreaterThanOrEqual(95);
	});
});

/**
 * Phrases of a kind name no place of it; the same question naming one place of that kind (the first
 * of the destination whose name has the kind's word) names that one.
 */
const GENERIC_QUESTIONS: [(x: string) => string, string][] = [
	[(x) => `is ${x} ok with a toddler?`, "the museum"],
	[(x) => `${x} with a playground?`, "a park"],
	[(x) => `is ${x} ok for a 2 year old?`, "the beach"],
	[(x) => `${x}?`, "a zoo"],
	[(x) => `is ${x} worth it?`, "the lake"],
	[(x) => `is ${x} good for a 2 year old?`, "the playground"],
	[(x) => `${x} - how long do we need?`, "the visitor center"],
	[(x) => `is ${x} ok with a stroller?`, "the trail"],
	[(x) => `${x} for a picnic?`, "a garden"],
	[(x) => `${x} with a toddler?`, "the national park"],
	[(x) => `what time does ${x} open?`, "the aquarium"],
	[(x) => `do we need to book ${x}?`, "the restaurant"],
];

/** The first place of the destination whose name has the kind's word ("museum" of "the museum"). */
const oneOfKind = (destination: Destination, kind: string) =>
	destination.places.find((place) => wordsOf(mainName(place.name)).includes(kind.split(" ").at(-1) ?? ""));

describe("a kind of place names none of that kind; the name of one names it", () => {
	it.each(
		DESTINATIONS.flatMap((destination) =>
			GENERIC_QUESTIONS.flatMap(([template, kind]) => {
				const one = oneOfKind(destination, kind);
				return one ? [[destination.slug, template(kind), destination, template, one] as const] : [];
			}),
		),
	)("%s: “%s”", (_, message, destination, template, one) => {
		const trip = tripOf(destination);
		const ask = understand(message, FRESH, trip);
		expect(ask.places.filter((place) => place.id !== null)).toEqual([]);
		expect(ask.where.near?.id ?? null).toBeNull();
		const named = understand(template(mainName(one.name).toLowerCase()), FRESH, trip);
		expect(named.places.map((place) => place.id)).toContain(one.id);
	});
});

const destination = (slug: string): Destination => {
	const found = DESTINATIONS.find((entry) => entry.slug === slug);
	if (!found) throw new Error(`no ${slug}`);
	return found;
};
const read = (slug: string, message: string, stay: TripFacts["stay"] = null) =>
	understand(message, FRESH, { ...tripOf(destination(slug)), stay });

/**
 * A question about one place of the trip, in any shape: about that place (or compare, judging its
 * fit), never a find nor a clarifying question; the words nothing resolves beside it ("ladders",
 * "the sea lions", "the hills") are the question's words, no place of their own.
 */
describe("a question about a place of the trip, in any shape", () => {
	it.each([
		["olympic", "Hole in the Wall - are there Ladders?", "cat:olympic-hole-in-the-wall", "ladder"],
		["olympic", "hole in the wall, do we need to clmb any ladders", "cat:olympic-hole-in-the-wall", "ladder"],
		[
			"olympic",
			"can the kids actually swim at lake crescent, how cold is the water",
			"cat:olympic-lake-crescent",
			"water",
		],
		["san-diego", "la jolla cove - can we get close to the sea lions?", "cat:san-diego-la-jolla-cove", "lion"],
		[
			"san-diego",
			"La Jolla cove, can we get close to the sea lions? is it safe for a 4yo",
			"cat:san-diego-la-jolla-cove",
			"lion",
		],
		[
			"great-smoky-mountains",
			"anakeesta with a toddler? is it scary up the hills",
			"cat:great-smoky-mountains-anakeesta",
			"hill",
		],
		["great-smoky-mountains", "is there a gondola at anakeesta?", "cat:great-smoky-mountains-anakeesta", "gondola"],
		[
			"great-smoky-mountains",
			"are there lots of black bears in cades cove",
			"cat:great-smoky-mountains-cades-cove",
			"bear",
		],
		["olympic", "rialto beach where should we start", "cat:olympic-rialto-beach", "start"],
		["rocky-mountain", "bear lake is parking ok", "cat:rocky-mountain-bear-lake", "parking"],
		["rocky-mountain", "bear lake - can the kids swim?", "cat:rocky-mountain-bear-lake", "swim"],
		[
			"yellowstone",
			"grand prismatic is there a boardwalk the whole way",
			"cat:yellowstone-grand-prismatic-spring",
			"boardwalk",
		],
		["acadia", "sand beach how cold is the water", "cat:acadia-sand-beach", "water"],
		["london", "is there a lot of walking at the tower of london", "cat:london-tower-of-london", "walking"],
		["orlando", "magic kingdom with a toddler? which rides first", "cat:orlando-magic-kingdom", "ride"],
		[
			"washington-dc",
			"air and space museum - where should we start?",
			"cat:washington-dc-national-air-and-space-museum",
			"start",
		],
	])("%s: “%s”", (slug, message, id, word) => {
		const ask = read(slug, message);
		expect(["about", "compare"]).toContain(ask.intent);
		expect(ask.places.map((place) => place.id)).toEqual([id]);
		expect(ask.question?.words ?? []).toContain(word);
		expect(ask.where.near?.kind === "place" ? ask.where.near.id : id).toBe(id);
	});

	it("keeps a second place set against the first, resolved or not", () => {
		expect(read("olympic", "how far is hurricane ridge from seattle").places.map((place) => place.name)).toEqual([
			"hurricane ridge",
			"seattle",
		]);
		expect(read("great-smoky-mountains", "anakeesta or dollywood?").places).toHaveLength(2);
	});
});

/** Kinds looked for stay kinds, though a place's name has their words ("Mammoth Hot Springs", "Museum of Ice Cream"). */
describe("a kind inside a find is no place whose name holds it", () => {
	it.each([
		["yellowstone", "geysers or hot springs that are ok with a stroller", "hot spring"],
		["olympic", "hot springs or waterfalls for a 5 year old", "hot spring"],
	])("%s: “%s”", (slug, message, word) => {
		const ask = read(slug, message);
		expect(ask.intent).toBe("find");
		expect(ask.places.filter((place) => place.id !== null)).toEqual([]);
		expect(ask.words).toContain(word);
	});
});

/** "our lodge", "our cabin", "where we're staying": the stay, never a lodge of the catalog nor a kind wanted. */
describe("the family's own place to sleep is the stay", () => {
	const STAY = { label: "Our rental" };
	it.each([
		["yellowstone", "is our lodge near old faithful?", "cat:yellowstone-old-faithful"],
		["yellowstone", "how far is old faithful from our lodge", "cat:yellowstone-old-faithful"],
		["yellowstone", "how far is our lodge from grand prismatic", "cat:yellowstone-grand-prismatic-spring"],
		["olympic", "how long from our cabin to hurricane ridge", "cat:olympic-hurricane-ridge"],
		["rocky-mountain", "is our hotel close to bear lake", "cat:rocky-mountain-bear-lake"],
	])("%s: “%s” asks about the place from the stay", (slug, message, id) => {
		const ask = read(slug, message, STAY);
		expect(ask.intent).toBe("about");
		expect(ask.places.map((place) => place.id)).toEqual([id]);
		expect(ask.where.near).toMatchObject({ kind: "stay", name: "Our rental" });
	});
	it.each([
		["olympic", "breakfast by our lodge"],
		["yellowstone", "lunch near where we're staying"],
		["great-smoky-mountains", "pancakes close to our cabin please"],
	])("%s: “%s” looks around the stay", (slug, message) => {
		const ask = read(slug, message, STAY);
		expect(ask.intent).toBe("find");
		expect(ask.where.near).toMatchObject({ kind: "stay" });
		expect(ask.kinds).not.toContain("lodging");
		expect(ask.places).toEqual([]);
	});
});

/** "dinner near forks": a town the destination's places are named after is where the find looks from. */
describe("near a town the catalog knows by a place named after it", () => {
	it.each([
		["olympic", "dinner near forks", "cat:olympic-forks-visitor-center"],
		["rocky-mountain", "dinner near estes", "cat:rocky-mountain-estes-park-visitor-center"],
		["great-smoky-mountains", "pancakes around gatlinburg", "cat:great-smoky-mountains-gatlinburg-trail"],
		["acadia", "lobster rolls near bar harbor for a 6yo", "cat:acadia-bar-harbor-inn"],
	])("%s: “%s”", (slug, message, id) => {
		const ask = read(slug, message);
		expect(ask.intent).toBe("find");
		expect(ask.where.near?.id).toBe(id);
	});
	it("a place of its own after the town's word is that place", () => {
		expect(read("olympic", "lunch near forks timber museum").where.near?.id).toBe("cat:olympic-forks-timber-museum");
	});
});
