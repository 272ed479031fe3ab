// The engine alone: the offline guide asked the UNSEEN family questions (./corpus-unseen.ts) with each
// question's ideal ask (./ideal-asks.ts) handed in, so the guide does not read the message itself.
// What it gets right is the ceiling a perfect reader (a good model) can reach; the gap to the plain
// unseen score (score.unseen.ts) is the offline reader's. Collected only with GUIDE_UNSEEN=1
// (vitest.config.ts); `npm run bench` runs it and reads its GUIDE_ENGINE_IDEAL_SCORE line. It asserts
// only that the ideal asks are complete and well-formed: the score is reported, not asserted.
// The ideal asks were written before the ask had the question's own words, the "good for what" and the
// months asked (question.words, question.thing, months): those slots, and only those, are taken from
// the reader's ask of the same message (`withLaterSlots`); every other slot is the hand-written one.
import { beforeAll, describe, expect, it } from "vitest";
import type { Ask } from "../../../domain/guide/ask";
import { askOfContext } from "../../../worker/services/guide/ask-of-context";
import type { GuideContext } from "../../../worker/services/guide/types";
import { askGuide, catalog, contextFor, insertCatalog, judgedAnswer } from "../guide-corpus/catalog";
import { failureCategories, failureTable, judge, score } from "../guide-corpus/judge";
import { UNSEEN_CORPUS } from "./corpus-unseen";
import { IDEAL_ASKS, idealAskProblems } from "./ideal-asks";

const MARKER = "GUIDE_ENGINE_IDEAL_SCORE";

/** The ideal ask with the slots it predates (left at their defaults by hand) filled from the reader's ask. */
function withLaterSlots(ideal: Ask, context: GuideContext): Ask {
	const read = askOfContext(context);
	const question =
		ideal.question && read.question
			? {
					...ideal.question,
					words: ideal.question.words.length > 0 ? ideal.question.words : read.question.words,
					thing: ideal.question.thing ?? read.question.thing,
				}
			: ideal.question;
	return { ...ideal, question, months: ideal.months.length > 0 ? ideal.months : read.months };
}

describe("the engine alone answers the unseen questions from their ideal asks", () => {
	beforeAll(async () => {
		await insertCatalog();
	}, 60_000);

	it("has a well-formed ideal ask for every question", () => {
		expect(idealAskProblems(UNSEEN_CORPUS.map((entry) => entry.question))).toEqual([]);
	});

	it("is scored", async () => {
		const verdicts = [];
		for (const entry of UNSEEN_CORPUS) {
			const context = await contextFor(entry.question, entry.trip);
			const ideal = IDEAL_ASKS[entry.question];
			const response = await askGuide(context, ideal && withLaterSlots(ideal, context));
			verdicts.push(judge(entry, judgedAnswer(response), catalog));
		}
		const result = score(verdicts);
		const categories = Object.entries(failureCategories(result))
			.map(([kind, count]) => `  ${String(count).padStart(3)}  ${kind}`)
			.join("\n");
		console.log(
			`guide engine alone (ideal asks, unseen): ${result.right}/${result.total} right (${result.percent} %), ${result.broken} broken constraints\n` +
				`answers failing, by reason:\n${categories}\n${failureTable(result)}\n` +
				`${MARKER} ${JSON.stringify({ percent: result.percent, right: result.right, total: result.total, broken: result.broken })}`,
		);
	}, 600_000);
});
