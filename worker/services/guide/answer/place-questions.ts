import type { Ask } from "../../../../domain/guide/ask";
import type { TransportMode } from "../../../../domain/path/path";
import { askOfContext } from "../ask-of-context";
import { placeFacts } from "../facts/place-facts";
import { render } from "../render";
import type { GuideAnswer, GuideContext, GuideDeps } from "../types";
import type { Topic } from "../understand/question-words";
import { destinationName } from "./compose";
import { draftOf } from "./draft";
import { type AnswerFor, capital, factAnswer, factLine, nameOf, thingLine } from "./place-answers";
import { besideFacts, lengthAsked, onTopic, topicsOfAsk, unknownFact } from "./place-asked";
import { type DistanceAsked, distanceLines, inTheUs } from "./place-distance";
import { sentenceAbout } from "./place-lookup";
import { isThing, namedPlaces, namingOfAsk } from "./place-named";
import { notesAsked, notesLines, spokenOf, trailLine, wordsLines } from "./place-notes";
import { agesAsked } from "./who";

/**
 * A question about one place ("Is the Natural History Museum free? Do we need to book?", "how long
 * at the NHM with a 3 year old?", "how far is the zoo from our hotel by car?"): answered from that
 * place's facts (./place-facts.ts) and the routes provider, naming the place, with the place as the
 * one card so the family can save it. Null when the message asks no such question (or asks for
 * places, "museums near the NHM?"); the guide then looks for places.
 */
export async function answerPlaceQuestion(context: GuideContext, deps: GuideDeps): Promise<GuideAnswer | null> {
	// The ask the turn read (or, for a context built for one question, read here): never the words again.
	const ask = askOfContext(context);
	// The typed ask says whether it is about places or for them.
	if (ask.intent !== "about" && ask.intent !== "compare") return null;
	const { topics, general, request } = askedOf(ask);

	const naming = namingOfAsk(ask);
	const named = await namedPlaces(naming, topics, context, deps);
	if (!named) return null;
	// "Is there somewhere to eat?" is about a place only when the message names one.
	if (request === "unless-named" && named.targets.every((place) => !named.byName.has(place.googlePlaceId))) return null;
	if (general && named.targets.length === 0) return null;
	if (named.missing && named.targets.length === 0) return notFound(named.missing, context);
	const [target] = named.targets;
	if (!target) return null;

	// Who it is for: the ages the ask names, else the trip's kids.
	const ages = agesAsked(ask, context.kidAges);
	// "Is it dangerous for a 3 year old?": the place's own warning before whether it suits them.
	const facts: Topic[] =
		topics.length === 0
			? ["overview"]
			: [...topics.filter((t) => t === "safety"), ...topics.filter((t) => t !== "safety")];
	const dates = datesAsked(ask.months, context);
	const lines: string[] = [];
	for (const place of named.targets.slice(0, 3)) {
		const what = ask.question?.thing ?? null;
		const suits = what ? { what, sentence: sentenceAbout(place, what) } : undefined;
		const answer: AnswerFor = { place, facts: placeFacts(place), ages, dates, topics: facts, suits };
		// What the question asks of the place's own notes: the ask's subjects and words.
		const notes = ask.question ? notesAsked(ask.question, place) : null;
		// A place the family described rather than named ("aircraft carrier tour") is introduced first.
		// A yes/no question (the typed ask's form) is answered first, the place introduced after its first fact.
		const about = place.pithySummary ?? place.editorialSummary;
		const intro = named.described.has(place.googlePlaceId) && about ? `${capital(nameOf(place))}: ${about}` : null;
		const yesNo = ask.question?.form === "yes-no" && !general;
		if (intro && !yesNo) lines.push(intro);
		const first = lines.length;
		// "Kayaking on Lake Crescent": what the writers say of it there.
		const activity = named.activities.get(place.googlePlaceId);
		const said = activity ? sentenceAbout(place, activity) : null;
		if (activity && said) lines.push(thingLine(activity, place, said));
		// "What about Sand Beach?" asks nothing of its own: the place in short. "Is it hilly?", "does the
		// ship have ladders?": what the place's notes say on each subject asked.
		const fromNotes = notes && general ? notesLines(place, notes) : [];
		if (fromNotes.length > 0) lines.push(...fromNotes);
		else if (general) lines.push(factLine("overview", answer));
		// Subjects asked beside the facts ("can a 6 year old manage the ladders?"): the notes on each.
		const beside = notes && !general ? besideFacts(notes, facts) : null;
		const besideLines = !beside
			? []
			: beside.subjects.length > 0
				? notesLines(place, beside)
				: wordsLines(place, beside.others);
		// "How far is the walk?", "how long is the trail?": the walk's length, said once.
		const walk = trailLine(place, inTheUs(place, context.location));
		let walkSaid = false;
		for (const topic of general ? [] : facts) {
			const length = walk && lengthAsked(topic, notes, named.origin, answer.facts, context) ? walk : null;
			if (length && !walkSaid) lines.push(length);
			walkSaid ||= length !== null;
			if (topic === "distance") {
				// Unless they measure from somewhere ("from our hotel"): then the way there.
				if (!length) {
					lines.push(await distanceLines(place, named.origin, distanceAsked(ask), context, deps));
					// "How do we get there, is there a shuttle?": the way, and what the notes say of the shuttle.
					const shuttle = notes?.subjects.filter((row) => row.subject === "shuttle") ?? [];
					if (shuttle.length > 0) lines.push(...notesLines(place, { subjects: shuttle, others: [] }));
				}
				continue;
			}
			const fact = factAnswer(topic, answer);
			// A trail with no time given: its length says it.
			if (length && topic === "visit" && !fact.known) continue;
			if (!notes) {
				lines.push(fact.line);
				continue;
			}
			// "Is it hilly?": the notes' own sentences on the hills, the climbs and the way up, when they speak of them.
			const spoken = topic === "terrain" ? notesLines(place, spokenOf(place, onTopic(notes, topic))) : [];
			if (spoken.length > 0) lines.push(...spoken);
			else if (fact.known) lines.push(fact.line);
			// "No tips" is no answer when the notes speak to the subject asked ("any tips for the hills?").
			else if (topic === "tips" && besideLines.length > 0) continue;
			else lines.push(unknownFact(fact.line, notesLines(place, onTopic(notes, topic))));
		}
		lines.push(...besideLines);
		if (intro && yesNo) lines.splice(first + 1, 0, intro);
		// Other things the message mentions ("ok for swimming", "seeing wolves"): the writers' sentence on each.
		for (const thing of activity ? [] : named.others.filter(isThing).slice(0, 2)) {
			const sentence = sentenceAbout(place, thing);
			if (sentence) lines.push(thingLine(thing, place, sentence));
		}
	}
	// A place to measure from that isn't found is said; other stray words ("Dad's birthday") are not.
	if (named.missingOrigin) {
		lines.push(`I couldn't find “${named.missingOrigin}” by that name, so I measured from elsewhere.`);
	}
	const targets = named.targets.slice(0, 3);
	const destination = destinationName(context.location);
	const draft = draftOf(
		{
			code: "about",
			places: targets.map((place) => ({ id: place.googlePlaceId, name: place.name })),
			paragraphs: onceEach(lines),
		},
		ask,
		{ where: { kind: "destination", label: destination, destination }, kidAges: ages, seed: context.message },
	);
	return {
		response: {
			content: render(draft),
			state: "responding",
			suggestions: targets,
			backupSuggestions: [],
			isClarification: false,
		},
		search: null,
		draft,
	};
}

/**
 * Each of the writers' sentences quoted once (the first time), and "Check <website> before you go."
 * said once, at its last place, however many facts were unknown.
 */
function onceEach(lines: readonly string[]): string[] {
	const quoted = new Set<string>();
	// A run of quotes with what introduces it ("The place notes say: “…” “…”"): the run goes when all its
	// sentences were said before, and keeps its introduction while one of them is new.
	const unquoted = lines.map((line) =>
		line.replace(/(\s*(?:[A-Z][^.“”:]*: )?)((?:\s*“[^”]+”)+)/g, (_said, intro: string, run: string) => {
			const fresh = (run.match(/“[^”]+”/g) ?? []).filter((sentence) => {
				if (quoted.has(sentence)) return false;
				quoted.add(sentence);
				return true;
			});
			return fresh.length === 0 ? "" : `${intro}${fresh.join(" ")}`;
		}),
	);
	return onceChecked(unquoted);
}

function onceChecked(lines: readonly string[]): string[] {
	const check = /\s*(?:Check \S+ before you go\.|It's worth checking with them before you go\.)/g;
	const seen = new Set<string>();
	const kept = [...lines].reverse().map((line) =>
		line.replace(check, (said) => {
			if (seen.has(said.trim())) return "";
			seen.add(said.trim());
			return said;
		}),
	);
	return kept.reverse().filter((line) => line.trim().length > 0);
}

const pad = (month: number) => String(month).padStart(2, "0");

/** The dates an answer checks a season against: the months asked ("open in April?", first and last), else the trip's. */
function datesAsked(months: readonly number[], context: GuideContext): AnswerFor["dates"] {
	const [first] = months;
	const last = months.at(-1);
	if (first !== undefined && last !== undefined) {
		const names = new Intl.DateTimeFormat("en-GB", { month: "long", timeZone: "UTC" });
		const label = `in ${names.format(Date.UTC(2001, first - 1, 1))}${first === last ? "" : `–${names.format(Date.UTC(2001, last - 1, 1))}`}`;
		return { start: `2001-${pad(first)}-01`, end: `${last < first ? 2002 : 2001}-${pad(last)}-28`, label };
	}
	const trip = context.tripDates;
	return trip ? { start: trip.start, end: trip.end, label: "on your trip's dates" } : null;
}

/** What a question asks: the facts, whether it asks none of them, and whether it may be a request for places instead. */
interface Asked {
	topics: Topic[];
	general: boolean;
	request: boolean | "unless-named";
}

/** From the typed ask: its topics; a question of no fixed fact is about a place only when it names one. */
function askedOf(ask: Ask): Asked {
	const topics = topicsOfAsk(ask);
	const general = topics.length === 0;
	return { topics, general, request: general || ask.places.length === 0 ? "unless-named" : false };
}

const MODES: Record<NonNullable<Ask["where"]["mode"]>, TransportMode> = {
	walk: "walking",
	drive: "driving",
	transit: "transit",
	bike: "cycling",
};

/** Ways of going the question's own words name ("by car / on foot"), beside the ask's one mode. */
const MODE_WORDS: Record<string, TransportMode> = {
	car: "driving",
	drive: "driving",
	driving: "driving",
	taxi: "driving",
	foot: "walking",
	walk: "walking",
	walking: "walking",
	tube: "transit",
	bus: "transit",
	subway: "transit",
	metro: "transit",
	train: "transit",
	bike: "cycling",
	cycle: "cycling",
};

/** How the distance is asked: from the ask's travel modes, its stay and its "where is it?". */
function distanceAsked(ask: Ask): DistanceAsked {
	const topics = [ask.question?.topic, ...(ask.question?.also ?? [])];
	const said = (ask.question?.words ?? []).flatMap((word) => (MODE_WORDS[word] ? [MODE_WORDS[word]] : []));
	return {
		modes: [...new Set([...(ask.where.mode ? [MODES[ask.where.mode]] : []), ...said])],
		fromStay: ask.where.near?.kind === "stay",
		where: topics.includes("address"),
	};
}

function notFound(phrase: string, context: GuideContext): GuideAnswer {
	const destination = destinationName(context.location);
	const draft = draftOf({ code: "not-found", name: phrase }, askOfContext(context), {
		where: { kind: "destination", label: destination, destination },
		seed: context.message,
	});
	return {
		response: {
			content: render(draft),
			state: "responding",
			suggestions: [],
			backupSuggestions: [],
			isClarification: false,
		},
		search: null,
		draft,
	};
}
