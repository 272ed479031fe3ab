// The offline guide against the UNSEEN family questions (./corpus-unseen.ts): a measurement of whether
// the tuning on the two corpora of tests/worker/guide-corpus/ carries over to questions nobody tuned
// against. Collected only with GUIDE_UNSEEN=1 (vitest.config.ts), so `npm test` never runs it;
// `npm run bench` runs it and reads its GUIDE_CORPUS_UNSEEN_SCORE line. It prints the score and the
// failures and fails only when the questions themselves are unfair (not answerable from the catalog)
// or when a hard constraint is broken; the share of right answers is reported, not asserted.
import { beforeAll, describe, expect, it } from "vitest";
import { askGuide, catalog, catalogRows, contextFor, insertCatalog, judgedAnswer } from "../guide-corpus/catalog";
import { CORPUS, type CorpusEntry, DISTANCE, UNKNOWN } from "../guide-corpus/corpus";
import { FRESH_CORPUS } from "../guide-corpus/corpus-fresh";
import { aboutIds, brokenBy, cardProblems, failureCategories, failureTable, judge, score } from "../guide-corpus/judge";
import { UNSEEN_CORPUS } from "./corpus-unseen";

const UNSEEN_MARKER = "GUIDE_CORPUS_UNSEEN_SCORE";

/**
 * Why the catalog could not give a right answer to this question (empty when it can): an unknown
 * slug, a fact that is not in the asked place's own words, or no place at the destination that fits.
 */
function unfair(entry: CorpusEntry): string[] {
	const { expect: wanted, trip } = entry;
	const missing = [...(typeof trip.stay === "string" ? [trip.stay] : []), ...(trip.saved ?? [])].filter(
		(slug) => !catalog.place(`cat:${slug}`),
	);
	if (missing.length > 0) return missing.map((slug) => `${slug} is not in the catalog`);
	if (!wanted.about) {
		const fitting = catalogRows.some(
			(place) => cardProblems(entry, place, catalog).length === 0 && brokenBy(place, entry, catalog).length === 0,
		);
		return fitting ? [] : ["no catalog place is a right answer"];
	}
	const places = aboutIds(entry).map((ids) => ids.map((id) => catalog.place(id)));
	const problems = places.flatMap((item, i) => (item.every(Boolean) ? [] : [`about #${i} is not in the catalog`]));
	const words = places.flat().map((p) => [p?.name, p?.familySummary, p?.pithySummary, p?.whyKidsLoveIt].join(" "));
	for (const fact of wanted.facts ?? []) {
		if (fact !== UNKNOWN && fact !== DISTANCE && !words.some((text) => fact.test(text)))
			problems.push(`${fact} is not in the place's own words`);
	}
	return problems;
}

describe("the unseen questions are a fair exam", () => {
	it("has 80+ questions, 7+ at every destination, none asked in the tuned or held-out corpus", () => {
		expect(UNSEEN_CORPUS.length).toBeGreaterThanOrEqual(80);
		for (const destination of new Set(catalogRows.map((row) => row.destination))) {
			const mine = UNSEEN_CORPUS.filter((entry) => entry.trip.destination === destination);
			expect(mine.length, destination).toBeGreaterThanOrEqual(7);
		}
		const seen = new Set([...CORPUS, ...FRESH_CORPUS].map((entry) => entry.question.toLowerCase()));
		const asked = UNSEEN_CORPUS.map((entry) => entry.question.toLowerCase());
		expect(asked.filter((question) => seen.has(question))).toEqual([]);
		expect(new Set(asked).size).toBe(asked.length);
	});

	it.each(UNSEEN_CORPUS.map((entry) => [entry.question, entry] as const))("the catalog can answer: %s", (_, entry) => {
		expect(unfair(entry)).toEqual([]);
	});
});

describe("the offline guide answers the unseen questions", () => {
	beforeAll(async () => {
		await insertCatalog();
	}, 60_000);

	it("is scored, and never breaks a hard constraint", async () => {
		const verdicts = [];
		for (const entry of UNSEEN_CORPUS) {
			const response = await askGuide(await contextFor(entry.question, entry.trip));
			verdicts.push(judge(entry, judgedAnswer(response), catalog));
		}
		const result = score(verdicts);
		const categories = Object.entries(failureCategories(result))
			.map(([kind, count]) => `  ${String(count).padStart(3)}  ${kind}`)
			.join("\n");
		console.log(
			`guide corpus (unseen): ${result.right}/${result.total} right (${result.percent} %), ${result.broken} broken constraints\n` +
				`answers failing, by reason:\n${categories}\n${failureTable(result)}\n` +
				`${UNSEEN_MARKER} ${JSON.stringify({ percent: result.percent, right: result.right, total: result.total, broken: result.broken })}`,
		);
		expect(result.broken, "hard constraints broken").toBe(0);
	}, 600_000);
});
