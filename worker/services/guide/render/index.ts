import { listPhrase as list } from "../../../../domain/english";
import { guideMessages } from "../../../../domain/guide/guide";
import { stableHash } from "../../../../domain/text";
import type { Draft, DraftPlace, Fact, Lead } from "../answer/draft";
import { capital, nameOf, visitWords } from "../answer/place-answers";
import { Phrasing } from "./phrasing";
import { renderPlaces } from "./places";
import { constraintWords, offerWords, yourKids } from "./words";

/**
 * The one renderer: every answer's words, written last from its draft (../answer/draft.ts). The
 * same draft reads the same; phrasing varies by a hash of the draft's seed and never repeats a
 * sentence of `previous` (the conversation's earlier answers). Only the places' own facts are said.
 */
export function render(draft: Draft, previous = ""): string {
	const lead = renderLead(draft, new Phrasing(previous));
	// The place or area named to look around was not found: said first, never "near" it.
	const notFound = draft.notes.find((note) => note.code === "near-not-found");
	const words =
		notFound?.code === "near-not-found" && draft.lead.code === "places"
			? `${notFoundWords(notFound.name, draft)}\n\n${lead}`
			: lead;
	// The embedded guide answered for the model: said first, as the answer was first given.
	const heading = draft.notes.some((note) => note.code === "daily-cap")
		? guideMessages.modelDailyCap
		: draft.notes.some((note) => note.code === "model-fallback")
			? guideMessages.modelFallback
			: null;
	return heading ? `${heading}\n\n${words}` : words;
}

function renderLead(draft: Draft, phrasing: Phrasing): string {
	const lead = draft.lead;
	switch (lead.code) {
		case "places":
			return renderPlaces({ ...draft, lead }, phrasing);
		case "nothing":
			return nothing(draft, lead);
		case "yes-no":
			return yesNo(draft, lead);
		case "compare":
			return compare(draft, lead);
		case "about":
			return lead.paragraphs.join("\n\n");
		case "not-found":
			return `I couldn't find a place called “${lead.name}” near ${draft.where.destination}. Could you check the name, or tell me what kind of place it is?`;
		case "unknown":
			return unknown(draft, lead);
		case "small-talk":
			return smallTalk(draft, phrasing);
		case "clarify":
			return clarify(draft, phrasing);
	}
}

type LeadOf<C extends Lead["code"]> = Extract<Lead, { code: C }>;

/**
 * Nothing keeps every constraint: which ones, that no place breaking them is suggested, and the
 * nearest relaxation offered.
 */
function nothing(draft: Draft, lead: LeadOf<"nothing">): string {
	const where = draft.where.label;
	const kept = lead.unmet.map(constraintWords).filter((word): word is string => Boolean(word));
	const offer = lead.offer ? ` ${offerWords(lead.offer, draft.ask)}` : "";
	if (kept.length > 0) {
		const rest = lead.offer
			? ""
			: " Tell me which of those can give, or try another kind of place, like parks, museums or animals.";
		return `Nothing near ${where} fits all of that (${list(kept)}), and I won't suggest a place that breaks it.${offer}${rest}`;
	}
	// A meal near a place with no place to eat known around it: said as such, with what the family can do.
	const eating = draft.ask.meal !== null || draft.ask.kinds.some((kind) => kind === "food" || kind === "cafe");
	if (eating && draft.where.kind === "place") {
		return `I don't know a place to eat within reach of ${where}.${offer} You can ask me whether ${where} has food on site, or name another area and I'll look there.`;
	}
	return `I couldn't find anything that fits within reach of ${where}.${offer} Could you tell me a bit more: indoors or outdoors, and how far are you happy to travel? Or try another kind of place, like parks, museums or animals.`;
}

const named = (place: DraftPlace) => nameOf({ name: place.name });

/** The area or place the family named was not found: where the places are from instead. */
function notFoundWords(name: string, draft: Draft): string {
	const area = draft.ask.where.near?.kind === "area";
	const what = area ? `which places are in ${titleOf(name)}` : `where “${name}” is`;
	return `I'm not sure ${what}, so these are from around ${draft.where.label}.`;
}

/** A name as the family typed it, with capitals ("la jolla" → "La Jolla"). */
const titleOf = (name: string) =>
	name.replace(/(^|[\s-])(\p{L})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());

/** A fact in a few words, from the place's own data ("it suits ages 3–18", "it gets busy: “…”"). */
function factWords(fact: Fact, kidAges: readonly number[]): string | null {
	switch (fact.code) {
		case "ages": {
			if (!fact.ages) return null;
			const [min, max] = fact.ages;
			if (fact.fit === "all")
				return `it suits ages ${min}–${max}, so ${yourKids(kidAges)} ${kidAges.length > 1 ? "are" : "is"} in range`;
			if (fact.fit === "some")
				return `it's best for ages ${min}–${max}, so ${yourKids(kidAges)} will enjoy only parts of it`;
			if (fact.fit === "none") return `it's pitched at ages ${min}–${max}`;
			return `it's best for ages ${min}–${max}`;
		}
		case "crowded":
			if (fact.crowded) return fact.sentence ? `it gets busy: “${fact.sentence}”` : "it gets busy";
			if (fact.quiet) return fact.sentence ? `it's usually calm: “${fact.sentence}”` : "it's usually calm";
			return "nothing in its notes says it gets very busy";
		case "loud":
			return fact.loud ? (fact.sentence ? `parts of it are loud: “${fact.sentence}”` : "parts of it are loud") : null;
		case "free":
			if (fact.free === true) return "it's free";
			if (fact.free === false) return fact.sentence ? `it isn't all free: “${fact.sentence}”` : "it isn't free";
			return "its notes don't say what it costs";
		case "indoor":
			if (fact.indoor && fact.outdoor) return "it's partly indoors";
			return fact.indoor ? "it's indoors" : "it's outdoors, so dress for the weather";
		case "visit":
			return fact.minutes ? `plan ${visitWords(fact.minutes)}` : null;
		case "booking":
			if (fact.booking === "required") return "book ahead";
			if (fact.booking === "recommended") return "booking is worth doing";
			return fact.walkIn ? "no need to book" : null;
		case "stroller":
			if (fact.stroller === true) return "it's fine with a stroller";
			if (fact.stroller === false)
				return fact.sentence ? `it's hard with a stroller: “${fact.sentence}”` : "it's hard with a stroller";
			return null;
		case "season":
			if (fact.open === true) return "it should be open on your dates";
			if (fact.open === false)
				return fact.sentence
					? `it's likely closed on your dates: “${fact.sentence}”`
					: "it's likely closed on your dates";
			return null;
		case "distance":
			return `it's ${fact.meters >= 1000 ? `${Math.round(fact.meters / 100) / 10} km` : `${Math.round(fact.meters)} m`} away`;
	}
}

const factsOf = (facts: readonly Fact[], place: DraftPlace, kidAges: readonly number[]) =>
	facts
		.filter((fact) => fact.place.id === place.id)
		.map((fact) => factWords(fact, kidAges))
		.filter((words): words is string => Boolean(words))
		// The place's own sentences last, so a quote ends the sentence.
		.sort((a, b) => Number(a.includes("“")) - Number(b.includes("“")));

/** Facts as one sentence: "a, b and c." (a closing quote ends it already). */
const factSentence = (facts: readonly string[]) => {
	const text = list([...facts]);
	return /[.!?]”?$/.test(text) || text.endsWith("”") ? text : `${text}.`;
};

/** A yes or a no first, then the facts it rests on. */
function yesNo(draft: Draft, lead: LeadOf<"yes-no">): string {
	const name = named(lead.place);
	const facts = factsOf(lead.because, lead.place, draft.kidAges);
	const why = facts.length > 0 ? factSentence(facts) : "";
	switch (lead.answer) {
		case "yes":
			return `Yes, ${name} is worth it${draft.kidAges.length > 0 ? ` for ${yourKids(draft.kidAges)}` : ""}: ${why}`.trim();
		case "no":
			return `Probably not: ${why}`.trim();
		case "depends":
			return `It can be, with some planning. At ${name}, ${why}`.trim();
		case "unknown":
			return `I can't say for sure from what I know of ${name}.${why ? ` What I do know: ${why}` : ""}`;
	}
}

/** Which one, and why, from their facts; or that the facts do not tell them apart. */
function compare(draft: Draft, lead: LeadOf<"compare">): string {
	const lines = lead.places.map((place) => {
		const facts = factsOf(lead.because, place, draft.kidAges);
		return `${capital(named(place))}: ${facts.length > 0 ? factSentence(facts) : "nothing in its notes sets it apart."}`;
	});
	const who = draft.kidAges.length > 0 ? ` for ${yourKids(draft.kidAges)}` : "";
	const first = lead.choice
		? `I'd pick ${named(lead.choice)}${who}.`
		: `Both could work${who}; here is how they differ.`;
	return [first, ...lines].join("\n\n");
}

/** Outside what the guide knows: said plainly, then what it can do instead. Never an unrelated list. */
function unknown(draft: Draft, lead: LeadOf<"unknown">): string {
	const where = draft.where.destination;
	const instead: Record<NonNullable<LeadOf<"unknown">["outside"]> | "none", string> = {
		"weather-forecast": `I can't see weather forecasts. If rain or heat is coming, tell me and I'll find indoor or shady places around ${where}.`,
		"live-prices":
			"I don't have live prices. I can tell you whether a place is free or paid, as its notes say, and where to check.",
		wifi: "I don't know about wifi. I can tell you about a place's facilities as its notes describe them, like toilets, food or stroller access.",
		"other-city": `I only know places around ${where}, this trip's destination. Ask me anything about ${where}.`,
		bookings:
			"I can't book or check availability. I can tell you whether a place needs booking ahead, as its notes say.",
		other: `I can find places around ${where} that suit your family, tell you about one (price, ages, how long a visit takes), or plan your days.`,
		none: `I can find places around ${where} that suit your family, tell you about one (price, ages, how long a visit takes), or plan your days.`,
	};
	return `${guideMessages.outsideKnowledge} ${instead[lead.outside ?? "none"]}`;
}

/** Thanks, hello, praise: a brief word back, and what the guide can do next. */
function smallTalk(draft: Draft, phrasing: Phrasing): string {
	return phrasing.pick(
		[
			"Happy to help! Tell me what you'd like to do next and I'll find places that suit your family.",
			`Glad to! Whenever you're ready, ask me for ideas around ${draft.where.destination}.`,
			"Any time! Say what you're in the mood for and I'll look.",
		],
		stableHash(`${draft.seed}|${draft.turn}`),
	);
}

function clarify(draft: Draft, phrasing: Phrasing): string {
	const kids = yourKids(draft.kidAges);
	const where = draft.where.label;
	const opener = phrasing.pick(
		[
			`I'd love to help you find something near ${where} for ${kids}!`,
			`Happy to help plan something fun near ${where} for ${kids}!`,
			`Let's find the right spot near ${where} for ${kids}!`,
		],
		stableHash(draft.seed),
	);
	return `${opener} Tell me a little more: what kind of outing are you in the mood for (museums, parks and playgrounds, animals, or somewhere to eat)? Would you rather be indoors or outdoors? And how far are you happy to go: walking distance or a short drive?`;
}
