// The ideal asks of the unseen questions (guide-unseen/ideal-asks.ts) are what the engine-alone score
// hands the guide: every question has one, and each is a well-formed ask.
import { describe, expect, it } from "vitest";
import { catalog } from "./guide-corpus/catalog";
import { UNSEEN_CORPUS } from "./guide-unseen/corpus-unseen";
import { IDEAL_ASKS, idealAskProblems } from "./guide-unseen/ideal-asks";

describe("the ideal asks of the unseen questions", () => {
	it("has one well-formed ask for every question, and none for a question not in the set", () => {
		expect(idealAskProblems(UNSEEN_CORPUS.map((entry) => entry.question))).toEqual([]);
		expect(Object.keys(IDEAL_ASKS)).toHaveLength(UNSEEN_CORPUS.length);
	});

	it("names only catalog places of the question's own destination", () => {
		const wrong = UNSEEN_CORPUS.flatMap(({ question, trip }) => {
			const ask = IDEAL_ASKS[question];
			if (!ask) return [];
			const named = [...ask.places, ...ask.exclude, ...(ask.where.near ? [ask.where.near] : [])];
			return named.flatMap((p) =>
				p.id && catalog.place(p.id)?.destination !== trip.destination ? [`${question}: ${p.id}`] : [],
			);
		});
		expect(wrong).toEqual([]);
	});
});
