import { describe, expect, it } from "vitest";
import { askOf } from "../../domain/guide/ask";
import { notesAsked, notesLines, sentencesOn, trailLine } from "../../worker/services/guide/answer/place-notes";
import { relevantSentences } from "../../worker/services/guide/search/relevance";
import { understand } from "../../worker/services/guide/understand";
import { monthsIn, questionWordsIn, stemOf } from "../../worker/services/guide/understand/question-words";
import { SUBJECT_ROWS } from "../../worker/services/guide/understand/rows/topics";
import { normalise } from "../../worker/services/guide/understand/text";
import { placeOf } from "./fixtures/place";

/**
 * Picking, from a place's own text, the sentences that speak to what a question asks: the subject
 * rows (words matched by stem, phrases said whole), the question's words as the reader puts them in
 * the ask, and the lines an answer says (each sentence once; a subject the notes don't cover said
 * plainly, with what they do cover).
 */

const ZOO = placeOf({
	googlePlaceId: "cat:zoo",
	name: "Hilltop Zoo",
	types: ["zoo"],
	familySummary:
		"A big, hilly zoo with koalas and a children's zoo. Guided bus tours and an aerial tram save little legs on the steep canyons. Strollers are welcome and rentable.",
	pithySummary: "Famous zoo with bus tours.",
});

const BEACH = placeOf({
	googlePlaceId: "cat:beach",
	name: "Cove Beach",
	types: ["beach"],
	familySummary:
		"A small sandy cove with lifeguards in summer. The water stays around 55 degrees, so most kids wade rather than swim. Arrive before 10 a.m. for parking.",
});

const question = (say: string) =>
	understand(say, { ask: null, offer: null, shown: [] }, { ...TRIP, saved: [{ id: "cat:zoo", name: "Hilltop Zoo" }] })
		.question;
const TRIP = {
	location: "Acadia National Park",
	kidAges: [4, 9],
	dates: null,
	today: "2027-07-01",
	saved: [],
	stay: null,
};

describe("the subject rows", () => {
	for (const row of SUBJECT_ROWS) {
		it(`${row.subject}: its examples ask about it, its counterexamples don't`, () => {
			const subjectsOf = (say: string) =>
				notesAsked({ topic: null, also: [], words: questionWordsIn(normalise(say)) }).subjects.map(
					(entry) => entry.subject,
				);
			for (const example of row.examples) expect(subjectsOf(example), example).toContain(row.subject);
			for (const example of row.counterexamples) expect(subjectsOf(example), example).not.toContain(row.subject);
		});
	}

	it("meet the notes by stem", () => {
		expect(stemOf("hilly")).toBe("hill");
		expect(stemOf("climbing")).toBe("climb");
		expect(stemOf("ladders")).toBe("ladder");
		expect(stemOf("swimming")).toBe("swim");
		expect(stemOf("buses")).toBe("bus");
		// "parking" is a thing, not a way of parking: it is no "park".
		expect(stemOf("parking")).toBe("parking");
	});
});

describe("the question's words, as the reader puts them in the ask", () => {
	it("are its content words, singular, without stop words or the place's name", () => {
		const asked = question("is hilltop zoo hilly? how do we avoid the climb?");
		expect(asked?.words).toEqual(expect.arrayContaining(["hilly", "climb"]));
		expect(asked?.words).not.toContain("how");
		expect(asked?.words).not.toContain("hilltop");
		expect(questionWordsIn(normalise("does the ship have ladders"))).toEqual(["ship", "ladder"]);
	});

	it("keep a subject's phrase whole", () => {
		expect(questionWordsIn(normalise("what time is low tide at the cove?"))).toContain("low tide");
	});

	it("put the months asked in the ask", () => {
		expect(monthsIn(normalise("is it open in winter?"))).toEqual([12, 1, 2]);
		expect(monthsIn(normalise("the flower fields in april?"))).toEqual([4]);
		expect(understand("is the lido open in april?", { ask: null, offer: null, shown: [] }, TRIP).months).toEqual([4]);
	});
});

describe("the sentences that speak to a subject", () => {
	const hills = SUBJECT_ROWS.find((row) => row.subject === "hills");
	if (!hills) throw new Error("no hills row");

	it("are the notes' sentences holding its words, the strongest two, in the notes' order", () => {
		expect(sentencesOn(ZOO, hills)).toEqual([
			"A big, hilly zoo with koalas and a children's zoo.",
			"Guided bus tours and an aerial tram save little legs on the steep canyons.",
		]);
	});

	it("each subject asked gets its line, each sentence quoted once", () => {
		const asked = notesAsked({ topic: null, also: [], words: ["cold", "water", "parking"] });
		expect(asked.subjects.map((row) => row.subject)).toEqual(["water", "parking"]);
		const lines = notesLines(BEACH, asked);
		expect(lines).toEqual([
			"On the water at Cove Beach, the place notes say: “The water stays around 55 degrees, so most kids wade rather than swim.”",
			"On parking at Cove Beach, the place notes say: “Arrive before 10 a.m. for parking.”",
		]);
	});

	it("a subject the notes don't cover is said plainly, with what they do cover", () => {
		const [line] = notesLines(BEACH, notesAsked({ topic: "food", also: [], words: [] }));
		expect(line).toBe(
			"The guide's notes on Cove Beach don't say anything about food. They do cover parking, the water and when to go. It's worth checking with them before you go.",
		);
	});

	it("a model's ask that names only the topic finds its subject", () => {
		const asked = notesAsked(
			askOf({ intent: "about", question: { form: "yes-no", topic: "parking" } }).question ?? {
				topic: null,
				also: [],
				words: [],
			},
		);
		expect(asked.subjects.map((row) => row.subject)).toEqual(["parking"]);
	});

	it("the place's own name asks nothing", () => {
		const asked = notesAsked({ topic: null, also: [], words: ["hilltop", "steep"] }, ZOO);
		expect(asked.others).toEqual([]);
		expect(asked.subjects.map((row) => row.subject)).toContain("hills");
	});

	it("a trail's length is its facts' km and the notes' sentence", () => {
		const trail = placeOf({
			name: "Summit Path",
			types: ["hiking_area"],
			familySummary: "A paved but steep half-mile path climbs from the parking lot. Bring jackets.",
		});
		expect(trailLine(trail)).toBe(
			"Summit Path: the walk is about 0.8 km. The place notes say: “A paved but steep half-mile path climbs from the parking lot.”",
		);
		expect(trailLine(ZOO)).toBeNull();
	});
});

describe("a question read without an ask finds its sentences through the same subject rows", () => {
	it("'any slopes?' is the hills ('steep canyons'), 'is there a skyway?' the way up", () => {
		expect(relevantSentences("any slopes at hilltop zoo?", ZOO)).toEqual([
			"A big, hilly zoo with koalas and a children's zoo.",
			"Guided bus tours and an aerial tram save little legs on the steep canyons.",
		]);
		expect(relevantSentences("is there a skyway at hilltop zoo?", ZOO)).toContain(
			"Guided bus tours and an aerial tram save little legs on the steep canyons.",
		);
	});

	it("and on the US walk's length: in miles too", () => {
		const path = placeOf({
			name: "Lakeside Loop",
			types: ["hiking_area"],
			address: "Lake Road, Estes Park, CO 80517, USA",
			familySummary: "A 2-mile loop around the lake, flat and shaded.",
		});
		expect(trailLine(path, true)).toBe(
			"Lakeside Loop: the walk is about 3.2 km (2 miles). The place notes say: “A 2-mile loop around the lake, flat and shaded.”",
		);
	});
});
