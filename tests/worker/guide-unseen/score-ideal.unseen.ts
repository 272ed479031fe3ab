// The engine alone: the offline guide asked the UNSEEN family questions (./corpus-unseen.ts) with each
// question's ideal ask (./ideal-asks.ts) handed in, so the guide does not read the message itself.
// What it gets right is the ceiling a perfect reader (a good model) can reach; the gap to the plain
// unseen score (score.unseen.ts) is the offline reader's. Collected only with GUIDE_UNSEEN=1
// (vitest.config.ts); `npm run bench` runs it and reads its GUIDE_ENGINE_IDEAL_SCORE line. It asserts
// only that the ideal asks are complete and well-formed: the score is reported, not asserted.
import { beforeAll, describe, expect, it } from "vitest";
import { askGuide, catalog, contextFor, insertCatalog, judgedAnswer } from "../guide-corpus/catalog";
import { failureCategories, failureTable, judge, score } from "../guide-corpus/judge";
import { UNSEEN_CORPUS } from "./corpus-unseen";
import { IDEAL_ASKS, idealAskProblems } from "./ideal-asks";

const MARKER = "GUIDE_ENGINE_IDEAL_SCORE";

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
			const response = await askGuide(await contextFor(entry.question, entry.trip), IDEAL_ASKS[entry.question]);
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
