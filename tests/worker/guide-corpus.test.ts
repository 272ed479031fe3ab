import { beforeAll, describe, expect, it } from "vitest";
import { askGuide, catalog, catalogRows, contextFor, insertCatalog, judgedAnswer } from "./guide-corpus/catalog";
import { CORPUS, type CorpusEntry, DISTANCE, UNKNOWN } from "./guide-corpus/corpus";
import { FRESH_CORPUS } from "./guide-corpus/corpus-fresh";
import {
	aboutIds,
	brokenBy,
	cardProblems,
	closedForTrip,
	failureCategories,
	failureTable,
	judge,
	SCORE_MARKER,
	type Score,
	score,
	type Verdict,
} from "./guide-corpus/judge";

/**
 * The guide's exam: 150+ family questions across every catalog destination (./guide-corpus/corpus.ts),
 * plus 110+ held-out ones the guide was not tuned against (./guide-corpus/corpus-fresh.ts), each
 * answered by the offline guide with its trip (ages, dates, stay, saved places) and judged
 * (./guide-corpus/judge.ts).
 * The score is the share of right answers; a hard constraint broken by any card (indoor, free, not
 * loud, the age asked about, distance, open in the trip's season…) is never allowed.
 * Each corpus's score is printed, and the combined one; the floor is on the combined score.
 * `npm run bench` reads the GUIDE_CORPUS_SCORE (combined) and GUIDE_CORPUS_FRESH_SCORE lines.
 */

const TARGET_PERCENT = 95;
const byId = (slug: string) => catalog.place(`cat:${slug}`);

/** The corpus the guide was tuned against, and the held-out one written later by other hands. */
const CORPORA = [
	{ name: "tuned", entries: CORPUS, least: 150, perDestination: 11 },
	{ name: "fresh", entries: FRESH_CORPUS, least: 110, perDestination: 8 },
] as const;
const ALL: readonly CorpusEntry[] = [...CORPUS, ...FRESH_CORPUS];

describe.each(CORPORA)("the $name corpus is a fair exam", ({ entries, least, perDestination }) => {
	it(`has at least ${least} questions, ${perDestination}+ at every destination`, () => {
		expect(entries.length).toBeGreaterThanOrEqual(least);
		const destinations = new Set(catalogRows.map((row) => row.destination));
		for (const destination of destinations) {
			expect(
				entries.filter((entry) => entry.trip.destination === destination).length,
				destination,
			).toBeGreaterThanOrEqual(perDestination);
		}
	});

	it.each(entries.map((entry) => [entry.question, entry] as const))("the catalog can answer: %s", (_, entry) => {
		const { expect: wanted, trip } = entry;
		if (typeof trip.stay === "string") expect(byId(trip.stay), trip.stay).toBeDefined();
		for (const slug of trip.saved ?? []) expect(byId(slug), slug).toBeDefined();
		if (wanted.about) {
			const about = aboutIds(entry)
				.flat()
				.map((id) => catalog.place(id));
			for (const [i, place] of about.entries()) expect(place, `${wanted.about} #${i}`).toBeDefined();
			// Every fact is in the place's own words, unless it is a distance or the admission it is not known.
			const words = about.map((p) => [p?.name, p?.familySummary, p?.pithySummary, p?.whyKidsLoveIt].join(" "));
			for (const fact of wanted.facts ?? []) {
				if (fact === UNKNOWN || fact === DISTANCE) continue;
				expect(
					words.some((text) => fact.test(text)),
					`${fact} for ${wanted.about}`,
				).toBe(true);
			}
		} else {
			const fits = catalogRows.filter(
				(place) => cardProblems(entry, place, catalog).length === 0 && brokenBy(place, entry, catalog).length === 0,
			);
			expect(fits.length, "catalog places that are a right answer").toBeGreaterThan(0);
		}
	});
});

it("no question is asked twice, in either corpus", () => {
	expect(new Set(ALL.map((entry) => entry.question.toLowerCase())).size).toBe(ALL.length);
});

describe("the judge", () => {
	const april = { destination: "london" as const, kids: [3, 8], start: "2027-04-05", end: "2027-04-09" };
	const place = (slug: string) => {
		const found = byId(slug);
		if (!found) throw new Error(slug);
		return found;
	};

	it("closes summer-only places outside summer, and only then", () => {
		expect(closedForTrip(place("london-serpentine-lido"), april)).toBe(true);
		expect(closedForTrip(place("london-serpentine-lido"), { ...april, start: "2027-07-01", end: "2027-07-05" })).toBe(
			false,
		);
		expect(closedForTrip(place("london-natural-history-museum"), april)).toBe(false);
		expect(
			closedForTrip(place("yellowstone-old-faithful-snow-lodge"), { ...april, start: "2027-01-10", end: "2027-01-12" }),
		).toBe(false);
	});

	it("counts a loud card for a noise-scared toddler as broken, and the answer as wrong", () => {
		const entry: CorpusEntry = {
			question: "my 3 year old is scared of loud noises",
			trip: april,
			expect: { accept: ["any"], hard: ["!loud"] },
		};
		const cafe = place("london-rainforest-cafe");
		const verdict = judge(
			entry,
			{ content: "Try the Rainforest Cafe", isClarification: false, suggestions: [cafe], backupSuggestions: [] },
			catalog,
		);
		expect(verdict.right).toBe(false);
		expect(verdict.broken).toEqual(["Rainforest Cafe: !loud"]);
	});

	it("lets a place asked about be named even when it is closed, and reads names without their subtitle", () => {
		const entry: CorpusEntry = {
			question: "is the serpentine lido open in april?",
			trip: april,
			expect: { about: ["london-serpentine-lido"], facts: [/summer/i] },
		};
		const lido = place("london-serpentine-lido");
		const answer = { content: "The Serpentine Lido opens for the summer only.", isClarification: false };
		expect(judge(entry, { ...answer, suggestions: [lido], backupSuggestions: [] }, catalog).right).toBe(true);
		const closedBackup = judge(
			{ ...entry, question: "swim?", expect: { accept: ["swim"] } },
			{ ...answer, suggestions: [place("london-london-aquatics-centre")], backupSuggestions: [lido] },
			catalog,
		);
		expect(closedBackup.broken).toEqual(["Serpentine Lido: closed for the season"]);
		const prismatic = place("yellowstone-grand-prismatic-spring");
		const prismaticEntry: CorpusEntry = {
			question: "grand prismatic with a stroller?",
			trip: { ...april, destination: "yellowstone" },
			expect: { about: ["yellowstone-grand-prismatic-spring"] },
		};
		const named = { content: "Grand Prismatic Spring has a boardwalk.", isClarification: false };
		expect(judge(prismaticEntry, { ...named, suggestions: [prismatic], backupSuggestions: [] }, catalog).right).toBe(
			true,
		);
	});

	it("wants a place question answered about that place, with its facts", () => {
		const entry: CorpusEntry = {
			question: "is the NHM free?",
			trip: april,
			expect: { about: ["london-natural-history-museum"], facts: [/free/i] },
		};
		const nhm = place("london-natural-history-museum");
		const others = place("london-science-museum");
		const good = judge(
			entry,
			{
				content: "The Natural History Museum is free.",
				isClarification: false,
				suggestions: [nhm],
				backupSuggestions: [],
			},
			catalog,
		);
		const bad = judge(
			entry,
			{
				content: "Here are three places: Science Museum",
				isClarification: false,
				suggestions: [others],
				backupSuggestions: [],
			},
			catalog,
		);
		expect(good.right).toBe(true);
		expect(bad.right).toBe(false);
	});
});

/** The line `npm run bench` reads for the held-out corpus alone (SCORE_MARKER is both corpora). */
const FRESH_SCORE_MARKER = "GUIDE_CORPUS_FRESH_SCORE";

/** A score's summary line, its destinations, and its failures by reason and one by one. */
function report(name: string, result: Score): string {
	const categories = Object.entries(failureCategories(result))
		.map(([kind, count]) => `  ${String(count).padStart(3)}  ${kind}`)
		.join("\n");
	const destinations = [...new Set(result.verdicts.map((v) => v.entry.trip.destination))]
		.map((destination) => {
			const mine = result.verdicts.filter((v) => v.entry.trip.destination === destination);
			return `${destination} ${mine.filter((v) => v.right).length}/${mine.length}`;
		})
		.join(", ");
	return (
		`${summary(name, result)}\nright by destination: ${destinations}\n` +
		`answers failing, by reason:\n${categories}\n${failureTable(result)}`
	);
}

const summary = (name: string, result: Score) =>
	`guide corpus (${name}): ${result.right}/${result.total} right (${result.percent} %), ${result.broken} broken constraints`;
const marker = (result: Score) =>
	JSON.stringify({ percent: result.percent, right: result.right, total: result.total, broken: result.broken });

describe("the offline guide answers the corpus", () => {
	beforeAll(async () => {
		await insertCatalog();
	}, 60_000);

	it(`is right on at least ${TARGET_PERCENT} % of both corpora and never breaks a hard constraint`, async () => {
		const verdicts = new Map<CorpusEntry, Verdict>();
		for (const entry of ALL) {
			const response = await askGuide(await contextFor(entry.question, entry.trip));
			verdicts.set(entry, judge(entry, judgedAnswer(response), catalog));
		}
		const scoreOf = (entries: readonly CorpusEntry[]) =>
			score(entries.map((entry) => verdicts.get(entry)).filter((v): v is Verdict => v !== undefined));
		const tuned = scoreOf(CORPUS);
		const fresh = scoreOf(FRESH_CORPUS);
		const combined = scoreOf(ALL);
		console.log(`${report("tuned", tuned)}\n\n${report("fresh, held out", fresh)}`);
		console.log(
			`${summary("tuned", tuned)}\n${summary("fresh", fresh)}\n${summary("combined", combined)}\n` +
				`${FRESH_SCORE_MARKER} ${marker(fresh)}\n${SCORE_MARKER} ${marker(combined)}`,
		);
		expect(combined.broken, "hard constraints broken").toBe(0);
		expect(combined.percent, `right answers (failures above)`).toBeGreaterThanOrEqual(TARGET_PERCENT);
	}, 600_000);
});
