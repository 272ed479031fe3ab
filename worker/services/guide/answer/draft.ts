import type { Ask } from "../../../../domain/guide/ask";
import type { DayPlanProposal } from "../../../../domain/path/day-plan-rules";
import type { Place } from "../../../../domain/place/place";
import type { Constraint, FoundNear, FoundOrigin, FoundPlace, Relaxation } from "../search/found";

type AskTopic = NonNullable<Ask["question"]>["topic"];
type AskOutside = NonNullable<Ask["outside"]>;

/**
 * What one turn answers, as data: the kind of answer (its lead), the places with why they fit (as
 * codes), and what else it says. No words: the renderer (../render/) writes every answer's English
 * from a draft, last. A draft is kept with its answer, so 'Try another suggestion' changes the draft
 * and renders it again instead of reading the answer's words back.
 */
export interface Draft {
	lead: Lead;
	/**
	 * The ask the picks keep: the family's, or the ask as relaxed to find them (`lead.relaxation` says
	 * how, `lead.unmet` what of the family's could not be kept).
	 */
	ask: Ask;
	/** Where the places were looked for, and the trip's destination ("London"). */
	where: DraftWhere;
	/** The kids' ages the answer is for (the ask's own, else the trip's), youngest first. */
	kidAges: number[];
	/** The cards, best first, each with its facts and why it answers (codes). */
	picks: FoundPlace[];
	/** The cards behind them ('Additional Options'). */
	backups: Place[];
	/** Saved places that answer as well as the picks: named, never carded again. */
	saved: FoundPlace[];
	/** Places shown earlier that have the interest asked: named again briefly. */
	earlier: Place[];
	/** Saved or earlier places within the distance asked: named with how far. */
	alsoNear: FoundNear[];
	/** Places to steer clear of, when the family asked what to avoid. */
	skip: Place[];
	notes: Note[];
	/** "Plan our days": the proposal the answer offers. */
	dayPlan: DayPlanProposal | null;
	/** Chooses among phrasings: the same draft reads the same; another turn reads differently. */
	seed: string;
	/** How many messages came before (a place reads differently from one answer to the next). */
	turn: number;
}

interface DraftWhere {
	kind: FoundOrigin["kind"];
	/** "where you're staying", "ZSL London Zoo", "South Kensington", "London". */
	label: string;
	/** The trip's destination in short ("London"): far picks are "across London". */
	destination: string;
}

/** A place an answer speaks of, by id and name (the card itself is among the picks when it has one). */
export interface DraftPlace {
	id: string;
	name: string;
}

/**
 * What kind of answer the turn is:
 * - places: places found for the ask (`again`: the last answer's places shown again). With `unmet`
 *   and `relaxation` when nothing kept every constraint: the picks keep the ask relaxed that way.
 * - nothing: nothing keeps every constraint; `unmet` says which, `offer` the nearest relaxation.
 * - yes-no: a yes or no about one place, from its facts (`because`: the facts it rests on).
 * - compare: which of two or more places, and why, from their facts.
 * - about: facts about one or several places, one paragraph per fact asked (../place-answers.ts).
 * - not-found: the family named a place the guide could not find.
 * - unknown: outside what the guide knows (a forecast, wifi, live prices, another city).
 * - small-talk: thanks, hello, praise.
 * - clarify: too vague to act on: a question back with choices.
 */
export type Lead =
	| {
			code: "places";
			again: boolean;
			unmet: Constraint[];
			relaxation: Relaxation | null;
	  }
	| { code: "nothing"; unmet: Constraint[]; offer: Relaxation | null }
	| {
			code: "yes-no";
			place: DraftPlace;
			topic: AskTopic | null;
			answer: "yes" | "no" | "depends" | "unknown";
			because: Fact[];
	  }
	| {
			code: "compare";
			places: DraftPlace[];
			topic: AskTopic | null;
			/** The better one for this family, by `because`; null when the facts do not tell them apart. */
			choice: DraftPlace | null;
			because: Fact[];
	  }
	| { code: "about"; places: DraftPlace[]; paragraphs: string[] }
	| { code: "not-found"; name: string }
	| { code: "unknown"; outside: AskOutside | null }
	| { code: "small-talk" }
	| { code: "clarify"; choices: ClarifyChoice[] };

type ClarifyChoice = "kind" | "setting" | "distance";

/**
 * A fact about a place a yes/no or a comparison rests on, as a code with its value (the place's
 * own sentence, when its notes have one, is quoted by the renderer).
 */
export type Fact =
	| { code: "ages"; place: DraftPlace; ages: [number, number] | null; fit: "all" | "some" | "none" | "unknown" }
	| { code: "crowded"; place: DraftPlace; crowded: boolean; quiet: boolean; sentence: string | null }
	| { code: "loud"; place: DraftPlace; loud: boolean; sentence: string | null }
	| { code: "free"; place: DraftPlace; free: boolean | null; sentence: string | null }
	| { code: "indoor"; place: DraftPlace; indoor: boolean; outdoor: boolean }
	| { code: "visit"; place: DraftPlace; minutes: [number, number] | null }
	| { code: "booking"; place: DraftPlace; booking: "required" | "recommended" | null; walkIn: boolean }
	| { code: "stroller"; place: DraftPlace; stroller: boolean | null; sentence: string | null }
	| { code: "season"; place: DraftPlace; open: boolean | null; sentence: string | null }
	| { code: "distance"; place: DraftPlace; meters: number };

/**
 * What else an answer says, as codes: the cards are shown from the stay's far side ("across
 * London"), the walking minutes are at the youngest's pace, the answer was the embedded guide's;
 * the place or area the family named to look around was not found, so the places are from where
 * the search looked instead (`where.label`).
 */
type Note =
	| { code: "model-fallback" }
	| { code: "daily-cap" }
	| { code: "replaced"; oldId: string; newId: string }
	| { code: "near-not-found"; name: string };

/** A draft with nothing in it but its lead and ask, for answers built step by step. */
export const draftOf = (
	lead: Lead,
	ask: Ask,
	fields: Partial<Omit<Draft, "lead" | "ask">> & Pick<Draft, "where" | "seed">,
): Draft => ({
	lead,
	ask,
	kidAges: [],
	picks: [],
	backups: [],
	saved: [],
	earlier: [],
	alsoNear: [],
	skip: [],
	notes: [],
	dayPlan: null,
	turn: 0,
	...fields,
});

/** The places a draft's words name besides its cards: saved ones that answer, and those close by or from earlier. */
export const placesNamed = (draft: Draft): Place[] => [
	...draft.saved.map((entry) => entry.place),
	...draft.alsoNear.map((entry) => entry.place),
	...draft.earlier,
];
