// Every catalog place, rendered as a pick with every reason the ranker can give: each of the
// renderer's own words about a place is checked against that place's facts. No canned phrase may
// say what the facts do not ("free to get in" for a paid place, "green and open" for a gallery).
import { describe, expect, it } from "vitest";
import { askOf } from "../../domain/guide/ask";
import { guideMessages } from "../../domain/guide/guide";
import { categoryGroup, type Place } from "../../domain/place/place";
import acadia from "../../migrations/seed/family-places/acadia.json";
import smokies from "../../migrations/seed/family-places/great-smoky-mountains.json";
import london from "../../migrations/seed/family-places/london.json";
import newYork from "../../migrations/seed/family-places/new-york.json";
import olympic from "../../migrations/seed/family-places/olympic.json";
import orlando from "../../migrations/seed/family-places/orlando.json";
import paris from "../../migrations/seed/family-places/paris.json";
import rocky from "../../migrations/seed/family-places/rocky-mountain.json";
import sanDiego from "../../migrations/seed/family-places/san-diego.json";
import washington from "../../migrations/seed/family-places/washington-dc.json";
import yellowstone from "../../migrations/seed/family-places/yellowstone.json";
import { draftOf } from "../../worker/services/guide/answer/draft";
import { draftOfFound } from "../../worker/services/guide/answer/from-found";
import { redraftWithReplacement } from "../../worker/services/guide/answer/replace";
import { composeReply } from "../../worker/services/guide/answer/reply";
import { type PlaceFacts, placeFacts } from "../../worker/services/guide/facts/place-facts";
import { render } from "../../worker/services/guide/render";
import { emptyFound, type FoundPlace, type Reason } from "../../worker/services/guide/search/found";
import type { Plan } from "../../worker/services/guide/search/plan";
import type { ScoredPlace } from "../../worker/services/guide/search/rank";

interface SeedPlace {
	id: string;
	name: string;
	types: string[];
	latitude: number;
	longitude: number;
	familySummary?: string;
	pithySummary?: string;
	whyKidsLoveIt?: string;
	website?: string;
	ages?: number[];
	tags?: string[];
	priceLevel?: number;
}

const FILES: SeedPlace[][] = [
	acadia,
	smokies,
	london,
	newYork,
	olympic,
	orlando,
	paris,
	rocky,
	sanDiego,
	washington,
	yellowstone,
];

const placeOf = (seed: SeedPlace): Place => ({
	googlePlaceId: `cat:${seed.id}`,
	name: seed.name,
	latitude: seed.latitude,
	longitude: seed.longitude,
	address: null,
	rating: null,
	userRatingCount: null,
	priceLevel: seed.priceLevel ?? null,
	types: seed.types,
	category: categoryGroup(seed.types),
	photoUrl: null,
	photoUrls: [],
	website: seed.website ?? null,
	phoneNumber: null,
	openingHours: [],
	familySummary: seed.familySummary ?? null,
	pithySummary: seed.pithySummary ?? null,
	whyKidsLoveIt: seed.whyKidsLoveIt ?? null,
	summaryGenerated: false,
	editorialSummary: null,
	businessStatus: null,
	fieldNotes: [],
	ages: seed.ages ? [seed.ages[0] ?? 0, seed.ages[1] ?? 18] : null,
	tags: seed.tags ?? [],
	source: "catalog",
	isValidated: true,
});

const PLACES = FILES.flat().map(placeOf);

const WATER = (place: Place) =>
	["water_park", "swimming_pool", "beach"].some((type) => place.types.includes(type)) ||
	["swimming", "beach"].some((tag) => place.tags.includes(tag));

/** Each claim the renderer may make, and what the place's facts must say for it to be true. */
const CLAIMS: { name: string; words: RegExp; holds: (facts: PlaceFacts, place: Place) => boolean }[] = [
	{ name: "free", words: /free to get in|no entry fee|costs nothing to enter/, holds: (f) => f.free === true },
	{
		name: "green",
		words: /green and open|room to run|lots of space outside|green and calm/,
		holds: (f) => f.outdoor && !f.indoor,
	},
	{ name: "cool", words: /out of the heat|a way to cool off/, holds: (f, p) => f.indoor || WATER(p) },
	{ name: "indoor", words: /all under a roof|indoors, whatever the weather|dry inside/, holds: (f) => f.indoor },
	{ name: "outdoor", words: /in the open air|an outdoor spot/, holds: (f) => f.outdoor },
	{
		name: "stroller",
		words: /easy with a buggy|buggy-friendly|fine for a pushchair/,
		holds: (f) => f.stroller === true,
	},
	{ name: "step-free", words: /step-free|accessible throughout/, holds: (f) => f.stepFree === true },
	{ name: "toilets", words: /toilets on site|with toilets to hand/, holds: (f) => f.toilets === true },
	{
		name: "baby changing",
		words: /baby changing on site|change a nappy/,
		holds: (f) => f.babyChanging === true,
	},
	{ name: "picnic", words: /room for a picnic|good for a picnic/, holds: (f) => f.picnic },
	{ name: "calm", words: /a calmer kind of place|usually calm|quiet paths|peaceful spot/, holds: (f) => !f.loud },
	{
		name: "teen",
		words: /enough to hold a teenager|made for older kids|big enough for older kids/,
		holds: (_f, p) => (p.ages?.[1] ?? 0) >= 14,
	},
];

/** Only the renderer's own words: the place's own sentences (its notes) are left out of the check. */
function ownWords(text: string, place: Place): string {
	let words = text;
	for (const said of [place.whyKidsLoveIt, place.pithySummary, place.familySummary])
		if (said) words = words.replaceAll(said.replace(/[.!?…]$/, ""), " ");
	return words;
}

function broken(text: string, place: Place): string[] {
	const facts = placeFacts(place);
	const words = ownWords(text, place);
	return CLAIMS.filter((claim) => claim.words.test(words) && !claim.holds(facts, place)).map(
		(claim) => `${place.name}: "${claim.name}" said, not in its facts`,
	);
}

const EVERY_REASON: ScoredPlace["reasons"] = [
	"indoor",
	"outdoor",
	"free",
	"cool",
	"quiet",
	"nap",
	"toddler",
	"stroller",
	"accessible",
	"picnic",
	"toilets",
	"changing",
	"rest",
	"teen",
];

const request: Plan = {
	categories: [],
	avoid: [],
	modifiers: [],
	ages: [],
	nearPlace: null,
	nearTown: false,
	within: null,
	keywords: [],
	avoidWords: [],
	words: [],
	together: false,
	vague: false,
};

describe("the renderer says of a place only what its facts hold", () => {
	it("every catalog place, given every reason the ranker gives, in two turns of phrasing", () => {
		const problems: string[] = [];
		for (const place of PLACES) {
			for (const turn of [0, 1, 2]) {
				// Two reasons per line are said: each pair is tried.
				for (let k = 0; k < EVERY_REASON.length; k += 1) {
					const reasons = [EVERY_REASON[k], EVERY_REASON[(k + 1) % EVERY_REASON.length]].filter(
						(reason): reason is ScoredPlace["reasons"][number] => reason !== undefined,
					);
					const entry: ScoredPlace = { place, score: 1, reasons, ageFit: "all", category: null, excluded: null };
					const text = composeReply({
						message: `claims ${k}`,
						turn,
						previous: null,
						request,
						label: "family favourites",
						where: "London",
						kidAges: [4, 9],
						suggestions: [entry],
						saved: [],
						skip: [],
					});
					problems.push(...broken(text, place));
				}
			}
		}
		expect([...new Set(problems)]).toEqual([]);
	});

	it("'free things?': Buckingham Palace (free to watch outside, paid State Rooms) is never 'free to get in'", () => {
		const palace = PLACES.find((place) => place.name === "Buckingham Palace");
		if (!palace) throw new Error("no Buckingham Palace");
		const entry: ScoredPlace = {
			place: palace,
			score: 1,
			reasons: ["free"],
			ageFit: "all",
			category: null,
			excluded: null,
		};
		for (const turn of [0, 1, 2, 3]) {
			const text = composeReply({
				message: "free things?",
				turn,
				previous: null,
				request: { ...request, modifiers: ["free"] },
				label: "free things to do",
				where: "London",
				kidAges: [3, 8],
				suggestions: [entry, { ...entry, place: { ...palace, googlePlaceId: "other" } }],
				saved: [],
				skip: [],
			});
			expect(text).not.toMatch(/free to get in|no entry fee|costs nothing to enter|free things to do/);
		}
	});

	it("a lead says the picks are free, indoors or out of the heat only when every pick's facts say so", () => {
		const free = PLACES.find((place) => placeFacts(place).free === true);
		const paid = PLACES.find((place) => placeFacts(place).free === false);
		const gallery = PLACES.find((place) => place.types.includes("art_gallery"));
		const memorial = PLACES.find((place) => /memorial/i.test(place.name) && !placeFacts(place).indoor && !WATER(place));
		if (!free || !paid || !gallery || !memorial) throw new Error("catalog places missing");
		const every: Reason[] = [{ code: "free" }, { code: "indoor" }, { code: "cool" }, { code: "outdoor" }];
		const found = (place: Place): FoundPlace => ({
			place,
			facts: placeFacts(place),
			reasons: [...every, { code: "need", need: "quiet" }, { code: "need", need: "nap" }],
			meters: 800,
			ageFit: "all",
		});
		const draft = (ask: Parameters<typeof askOf>[0], picks: Place[]) =>
			render(
				draftOf({ code: "places", again: false, unmet: [], relaxation: null }, askOf(ask), {
					where: { kind: "destination", label: "London", destination: "London" },
					kidAges: [4, 9],
					picks: picks.map(found),
					seed: "lead",
				}),
			);
		const freeAsk = draft({ intent: "find", price: { free: true } }, [free, paid]);
		expect(freeAsk).not.toMatch(/\bfree things to do\b|Here are two free\b|two free\b/);
		expect(draft({ intent: "find", price: { free: true } }, [free])).toMatch(/free|costs nothing|no entry fee/);
		const heat = draft({ intent: "find", weather: "heat" }, [memorial]);
		expect(heat).not.toMatch(/out of the heat|cool off|indoors or in the water/);
		const calm = draft({ intent: "find", needs: ["nap"] }, [gallery]);
		expect(calm).not.toMatch(/green and open|green and calm|quiet, green/);
		for (const place of [free, paid, gallery, memorial])
			expect(broken(draft({ intent: "find" }, [place]), place)).toEqual([]);
	});
});

describe("drafts rendered: food, relaxations, 'Try another'", () => {
	const found = (place: Place, reasons: Reason[] = []): FoundPlace => ({
		place,
		facts: placeFacts(place),
		reasons,
		meters: 600,
		ageFit: "all",
	});
	const where = { kind: "place" as const, label: "the Science Museum", destination: "London" };
	const eat = PLACES.filter((place) => place.types.includes("restaurant") || place.types.includes("cafe")).slice(0, 2);

	it("food near a place says what kind of food, and says so when no pizza place is known", () => {
		const [pizza, pizza2] = PLACES.filter((place) => place.types.includes("pizza_restaurant"));
		if (!pizza || !pizza2 || eat.length < 2) throw new Error("catalog food places missing");
		const withPizza = render(
			draftOf(
				{ code: "places", again: false, unmet: [], relaxation: null },
				askOf({ intent: "find", meal: "lunch", food: ["pizza"] }),
				{
					where,
					kidAges: [4],
					picks: [pizza, pizza2].map((place) => found(place, [{ code: "food", food: ["pizza"] }])),
					seed: "pizza",
				},
			),
		);
		expect(withPizza).toContain("places for pizza");
		expect(withPizza).toContain(`${pizza.name} – `);
		expect(withPizza).toMatch(/serves pizza/);
		const without = render(
			draftOf(
				{
					code: "places",
					again: false,
					unmet: [{ code: "food", food: ["pizza"] }],
					relaxation: { code: "without-words", words: ["pizza"] },
				},
				askOf({ intent: "find", meal: "lunch" }),
				{ where, kidAges: [4], picks: eat.map((place) => found(place)), seed: "no pizza" },
			),
		);
		expect(without).toMatch(
			/^I don't know a place for pizza near the Science Museum, so here are other places to eat\./,
		);
		expect(without).not.toMatch(/places for pizza/);
	});

	it("nothing that keeps every constraint: says which, and offers the nearest relaxation", () => {
		const text = render(
			draftOf(
				{
					code: "nothing",
					unmet: [
						{ code: "price", free: true, cheap: false, max: null },
						{ code: "setting", setting: "indoor" },
					],
					offer: { code: "price", to: "cheap" },
				},
				askOf({ intent: "find", price: { free: true }, setting: "indoor" }),
				{ where, seed: "nothing" },
			),
		);
		expect(text).toBe(
			"Nothing near the Science Museum fits all of that (free and indoors), and I won't suggest a place that breaks it. Shall I include places that cost a little?",
		);
	});

	it("teens get words for teens: the picks' own one-liners first, called picks for teens", () => {
		const teenPlace = PLACES.find(
			(place) => place.ages && place.ages[0] >= 10 && place.pithySummary && place.whyKidsLoveIt,
		);
		if (!teenPlace?.pithySummary) throw new Error("no teen place");
		const text = render(
			draftOf(
				{ code: "places", again: false, unmet: [], relaxation: null },
				askOf({ intent: "find", who: { group: "teens" } }),
				{
					where,
					kidAges: [12, 15],
					picks: [found(teenPlace, [{ code: "teen" }])],
					seed: "teens",
				},
			),
		);
		expect(text).toContain(`${teenPlace.name} – ${teenPlace.pithySummary.replace(/[.!?…]$/, "")}`);
	});

	it("'Try another' changes the draft and renders it again: a lead that said 'free' drops it for a paid replacement", () => {
		const free = PLACES.filter((place) => placeFacts(place).free === true && place.types.includes("museum")).slice(
			0,
			2,
		);
		const paid = PLACES.find((place) => placeFacts(place).free === false && place.types.includes("museum"));
		const [first, second] = free;
		if (!first || !second || !paid) throw new Error("catalog museums missing");
		const draft = draftOf(
			{ code: "places", again: false, unmet: [], relaxation: null },
			askOf({ intent: "find", kinds: ["museum"], price: { free: true } }),
			{
				where: { kind: "destination", label: "London", destination: "London" },
				kidAges: [4, 9],
				picks: [found(first, [{ code: "free" }]), found(second, [{ code: "free" }])],
				seed: "free museums",
			},
		);
		const before = render(draft);
		expect(before).toMatch(/\bfree museums\b/);
		const after = redraftWithReplacement(draft, second.googlePlaceId, paid);
		if (!after) throw new Error("not redrafted");
		expect(after.draft.picks.map((entry) => entry.place.googlePlaceId)).toEqual([
			first.googlePlaceId,
			paid.googlePlaceId,
		]);
		expect(after.content).toBe(render(after.draft));
		expect(after.content).toContain(`2. ${paid.name} – `);
		expect(after.content).not.toContain(second.name);
		expect(after.content).not.toMatch(/\bfree museums\b/);
		expect(redraftWithReplacement(draft, "not-a-card", paid)).toBeNull();
		// The embedded guide answered for the model: the heading is a note of the draft, kept after 'Try another'.
		const fallback = redraftWithReplacement(
			{ ...draft, notes: [{ code: "model-fallback" }] },
			second.googlePlaceId,
			paid,
		);
		expect(fallback?.content.startsWith(`${guideMessages.modelFallback}\n\n`)).toBe(true);
	});
});

describe("the engine's Found, drafted", () => {
	const ask = askOf({ intent: "find", kinds: ["museum"], price: { free: true } });
	const origin = {
		kind: "destination" as const,
		label: "London",
		point: { latitude: 51.5, longitude: -0.12 },
		placeId: null,
	};
	const input = { ask, kidAges: [4, 9], destination: "London", seed: "found", turn: 0 };

	it("nothing kept every constraint: the draft says which and offers the relaxation; no cards", () => {
		const found = {
			...emptyFound(ask, origin, 5000),
			unmet: [{ code: "price" as const, free: true, cheap: false, max: null }],
			relaxation: { code: "price" as const, to: "cheap" as const },
		};
		const draft = draftOfFound(found, input);
		expect(draft.lead).toEqual({ code: "nothing", unmet: found.unmet, offer: found.relaxation });
		expect(render(draft)).toBe(
			"Nothing near London fits all of that (free), and I won't suggest a place that breaks it. Shall I include places that cost a little?",
		);
	});

	it("a relaxation applied: the words name what the picks are, and what could not be kept, first", () => {
		const museum = PLACES.find((place) => place.types.includes("museum"));
		if (!museum) throw new Error("no museum");
		const kept = askOf({ intent: "find", price: { free: true } });
		const found = {
			...emptyFound(kept, origin, 5000),
			picks: [{ place: museum, facts: placeFacts(museum), reasons: [], meters: 900, ageFit: "all" as const }],
			unmet: [{ code: "kind" as const, kinds: ["zoo" as const] }],
			relaxation: { code: "other-kinds" as const, kinds: [] },
			relaxationApplied: true,
		};
		const draft = draftOfFound(found, {
			...input,
			ask: askOf({ intent: "find", kinds: ["zoo"], price: { free: true } }),
		});
		expect(draft.ask).toEqual(kept);
		expect(draft.picks.map((entry) => entry.place.name)).toEqual([museum.name]);
		expect(render(draft)).toMatch(/^I couldn't find animal encounters near London, so here are other ideas\./);
	});

	it("a relaxation that found only places shown before says first what it could not find, then that nothing is new", () => {
		const museum = PLACES.find((place) => place.types.includes("museum"));
		if (!museum) throw new Error("no museum");
		const found = {
			...emptyFound(askOf({ intent: "find" }), origin, 1500),
			alsoNear: [{ place: museum, saved: false, meters: 900 }],
			unmet: [{ code: "kind" as const, kinds: ["playground" as const] }],
			relaxation: { code: "other-kinds" as const, kinds: ["playground" as const] },
			relaxationApplied: true,
		};
		const draft = draftOfFound(found, { ...input, ask: askOf({ intent: "find", kinds: ["playground"] }) });
		const text = render(draft);
		expect(text).toMatch(
			/^I couldn't find playgrounds near London\.\n\nYou've seen this one already, and it's close: /,
		);
		expect(text).toMatch(/Nothing new within that distance that I haven't shown you already\./);
	});
});
