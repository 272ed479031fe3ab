import type { Place } from "../../../../domain/place/place";
import { openDuring, type PlaceFacts } from "../facts/place-facts";
import type { Topic } from "../understand/question-words";

/**
 * The words of an answer about one place, one line per fact asked, each from the place's facts
 * (./place-facts.ts): the answer first ("Yes — the Natural History Museum is free."), then the
 * writers' own sentence in quotes, and plainly "I don't know" where the facts are silent.
 */

/** What a line is written for: the place, its facts, who is asking and when they travel. */
export interface AnswerFor {
	place: Place;
	facts: PlaceFacts;
	/** The kids' ages the answer is for: the message's own, else the trip's. */
	ages: readonly number[];
	/** The dates the family asks about ("in April") or travels on, and how to call them. */
	dates: { start: string; end: string; label: string } | null;
	/** Every fact the message asks about, so one line does not repeat another. */
	topics: readonly Topic[];
	/** What the place is asked to be good for ("bikes") and the writers' sentence on it, when asked. */
	suits?: { what: string; sentence: string | null };
	/** Set by a line that had to say "I don't know" (the facts are silent). */
	said?: { unknown: boolean };
}

/** Names read with "the" ("the Natural History Museum", "the Tower of London"), others as they are ("Hyde Park"). */
const THE_LAST =
	/\b(museum|gallery|eye|aquarium|centre|center|library|observatory|playground|fountain|lido|memorial|monument|conservatory|tower|planetarium|pier|embankment)$/i;

const THE_ANYWHERE = /\b(museum|building|centre|center)\b/i;
const THE_FIRST =
	/^(musée|museo|château|palais|jardin|cité|grande|arc|galerie|tour|aquarium|cathédrale|basilique|ménagerie)\s/i;

export function nameOf(place: Pick<Place, "name">): string {
	const name = place.name.trim();
	if (/^the\s/i.test(name)) return `the ${name.slice(4)}`;
	if (/'s\b|’s\b/.test(name.split(" ")[0] ?? "")) return name;
	if (THE_LAST.test(name) || THE_ANYWHERE.test(name) || /^\w+ of\b/i.test(name) || THE_FIRST.test(name))
		return `the ${name}`;
	return name;
}

/** "a 3-year-old", "an 8-year-old", "an 11-year-old". */
const article = (age: number) => (age === 8 || age === 11 || age === 18 ? "an" : "a");

/** "a 3-year-old", "your 3- and 8-year-olds", "your 4-, 6- and 9-year-olds". */
function kidsWords(ages: readonly number[]): string {
	const [first, ...rest] = ages;
	if (first === undefined) return "your kids";
	if (rest.length === 0) return `${article(first)} ${first}-year-old`;
	return `your ${ages
		.slice(0, -1)
		.map((age) => `${age}-`)
		.join(", ")} and ${ages.at(-1)}-year-olds`;
}

export const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const quote = (sentence: string | undefined) => (sentence ? ` The place notes say: “${sentence}”` : "");

/** Where to check what the facts do not say. */
export function checkWith(place: Place): string {
	return place.website ? ` Check ${place.website} before you go.` : " It's worth checking with them before you go.";
}

/** "I don't know …": the facts are silent; the answer is marked unknown (data, so nothing reads the line back). */
function unknown(what: string, answer: AnswerFor): string {
	if (answer.said) answer.said.unknown = true;
	const { place } = answer;
	return `I don't know ${what} — the guide's notes on ${nameOf(place)} don't say.${checkWith(place)}`;
}

const HOUR_WORDS = ["", "an hour", "two hours", "three hours", "four hours", "five hours", "six hours"];

/** 90 → "about 90 minutes", [120, 180] → "two to three hours", [180, 300] → "half a day". */
export function visitWords([low, high]: readonly [number, number]): string {
	if (low >= 360) return "a full day";
	if (low === 180 && high === 300) return "half a day";
	if (low === 300 && high === 480) return "most of a day";
	const hours = (minutes: number) => HOUR_WORDS[minutes / 60] ?? `${minutes / 60} hours`;
	if (low % 60 === 0 && high % 60 === 0) {
		return low === high
			? `about ${hours(low)}`
			: `${hours(low).replace(/ hours?$/, "")} to ${hours(high)}`.replace(/^an to/, "one to");
	}
	return low === high ? `about ${low} minutes` : `${low} to ${high} minutes`;
}

function freeLine(answer: AnswerFor): string {
	const { place, facts } = answer;
	const name = nameOf(place);
	if (facts.free === true) {
		const how = facts.price && facts.price !== "Free" ? ` (${lower(facts.price)})` : "";
		return `Yes — ${name} is free${how}.${quote(facts.sentences.free)}`;
	}
	if (facts.free === false && facts.price && !facts.price.startsWith("$")) {
		return `Partly — at ${name}, ${lower(facts.price)}; others pay.${quote(facts.sentences.free)}`;
	}
	if (facts.free === false && facts.sentences.free && /\bfree\b/i.test(facts.sentences.free)) {
		return `Partly — some of ${name} is free, some is paid.${quote(facts.sentences.free)}`;
	}
	if (facts.free === false) {
		const level = facts.price ? ` (price level ${facts.price})` : "";
		return `No — ${name} isn't free${level}.${quote(facts.sentences.free)}`;
	}
	return unknown(`whether ${name} is free or what it costs`, answer);
}

function bookingLine(answer: AnswerFor): string {
	const { place, facts } = answer;
	const name = nameOf(place);
	const said = facts.sentences.booking;
	if (facts.booking === "required") return `Booking: yes, book ahead for ${name}.${quote(said)}`;
	if (facts.booking === "recommended") {
		return said
			? `Booking: worth doing for ${name}.${quote(said)}`
			: `Booking: reservations are recommended at ${name}.`;
	}
	if (facts.walkIn) return `Booking: no need for ${name}.${quote(said)}`;
	// Free with nothing said of tickets ("A free 25-minute commuter ferry"): nothing to buy.
	if (facts.free === true && facts.price === "Free")
		return `Booking: the guide's notes mention no tickets — ${name} is free.${quote(facts.sentences.free)}`;
	return unknown(`whether you need to book ${name}`, answer);
}

function visitLine(answer: AnswerFor): string {
	const { place, facts, ages, topics } = answer;
	const name = nameOf(place);
	if (!facts.visitMinutes) {
		// A trail with no time given: its length, in the writers' words.
		if (facts.sentences.length)
			return `The guide's notes give no time for ${name}, but its length: “${facts.sentences.length}”`;
		return unknown(`how long a visit to ${name} takes`, answer);
	}
	const young = ages.find((age) => age <= 5);
	const small =
		young !== undefined && facts.visitMinutes[1] > 90
			? ` With ${article(young)} ${young}-year-old, plan a break${facts.visitMinutes[0] < facts.visitMinutes[1] && facts.visitMinutes[0] < 360 ? "; the shorter end is plenty" : ""}.`
			: "";
	const loud = young !== undefined && facts.loud && !topics.includes("loud") && !topics.includes("age");
	const heads = loud ? ` Heads-up for a little one: “${facts.sentences.loud}”` : "";
	return `Plan ${visitWords(facts.visitMinutes)} at ${name}.${quote(facts.sentences.visit)}${small}${heads}`;
}

/** "The flower fields in July?": its season against the month, or that nothing says it closes for one. */
function seasonLine(answer: AnswerFor): string {
	const { place, facts } = answer;
	if (facts.seasonal || facts.closed) return hoursLine(answer);
	if (facts.yearRound) return `Yes — ${nameOf(place)} is open all year.`;
	return `Nothing in the guide's notes says ${nameOf(place)} closes for part of the year.`;
}

function hoursLine({ place, facts, dates }: AnswerFor): string {
	const name = nameOf(place);
	if (facts.closed === "permanently") return `${capital(name)} has closed for good, as far as the listing says.`;
	const lines: string[] = [];
	if (facts.closed === "temporarily") lines.push(`${capital(name)} is closed for now, as far as the listing says.`);
	if (facts.sentences.status)
		lines.push(`On whether ${name} is open now, the place notes say: “${facts.sentences.status}”`);
	if (facts.openingHours.length > 0) lines.push(`Opening hours of ${name}: ${facts.openingHours.join("; ")}.`);
	else if (facts.sentences.hours)
		lines.push(`On opening times at ${name}, the place notes say: “${facts.sentences.hours}”`);
	if (facts.seasonal) {
		const open = dates ? openDuring(facts, dates.start, dates.end) : null;
		const said = facts.sentences.seasonal ? ` The place notes say: “${facts.sentences.seasonal}”` : "";
		if (open === false && dates) lines.unshift(`No — ${name} is likely closed ${dates.label}: it's seasonal.${said}`);
		else if (open && dates) lines.unshift(`Yes — ${name} should be open ${dates.label}, in its season.${said}`);
		else lines.push(`${capital(name)} is seasonal, so check it's open for your dates.${said}`);
	}
	// No hours, but the notes give a time ("erupts every 60 to 110 minutes", a boat's departures): that.
	// A best time ("at low tide", "arrive at opening") is said beside "no opening times".
	const unknownHours = facts.openingHours.length === 0 && !facts.sentences.hours;
	const timing = unknownHours ? facts.sentences.timing : undefined;
	const best = unknownHours && !timing ? facts.sentences.bestTime : undefined;
	if (timing) lines.push(`On when to go to ${name}, the place notes say: “${timing}”${checkWith(place)}`);
	else if (unknownHours) {
		const answered = facts.seasonal && dates && openDuring(facts, dates.start, dates.end) !== null;
		lines.push(
			answered
				? `I don't have its exact hours.${checkWith(place)}`
				: `I don't have opening times for ${name}.${checkWith(place)}`,
		);
		if (best) lines.push(`On when to go, the place notes say: “${best}”`);
	}
	return lines.join(" ");
}

/** A yes/no facility from a fact and its sentence. */
function facilityLine(
	label: string,
	value: boolean | null,
	sentence: string | undefined,
	[what, listed]: [string, string],
	answer: AnswerFor,
): string {
	const { place } = answer;
	const name = nameOf(place);
	if (value === true) {
		return sentence
			? `${label}: yes, at ${name}.${quote(sentence)}`
			: `${label}: yes — ${name} is listed as ${listed}.`;
	}
	if (value === false) return `${label}: not really at ${name}.${quote(sentence)}`;
	return unknown(`whether ${name} has ${what}`, answer);
}

function foodLine(answer: AnswerFor): string {
	const { facts, place } = answer;
	if (facts.food === null && facts.picnic) {
		return `Food: the guide's notes don't mention a café at ${nameOf(place)}, but it's a good picnic spot.${checkWith(place)}`;
	}
	const line = facilityLine("Food", facts.food, facts.sentences.food, ["food on site", "having food"], answer);
	return facts.picnic && facts.food !== null ? `${line} It's good for a picnic too.` : line;
}

function ageLine({ place, facts, ages, topics }: AnswerFor): string {
	const name = nameOf(place);
	const who = kidsWords(ages);
	const lines: string[] = [];
	if (!facts.ages) lines.push(`I don't know the best ages for ${name}.`);
	else {
		const [min, max] = facts.ages;
		const young = ages.filter((age) => age < min);
		const old = ages.filter((age) => age > max);
		if (ages.length === 0) lines.push(`${capital(name)} suits ages ${min}–${max}.`);
		else if (young.length === 0 && old.length === 0)
			lines.push(`Yes — ${name} suits ${who} (best for ages ${min}–${max}).`);
		else if (young.length > 0 && young.every((age) => age === min - 1))
			lines.push(
				`Just about — ${name} is best from age ${min}, so ${article(young[0] ?? 0)} ${young.join(" or ")}-year-old will enjoy parts of it.`,
			);
		else if (young.length > 0)
			lines.push(
				`It's a stretch — ${name} is best from age ${min}, so ${article(young[0] ?? 0)} ${young.join(" or ")}-year-old may find it hard going.`,
			);
		else
			lines.push(
				`Maybe not — ${name} is pitched at ages up to ${max}, so ${article(old[0] ?? 0)} ${old.join(" or ")}-year-old may find it young.`,
			);
	}
	const small = ages.some((age) => age <= 6);
	// Who may go and what suits which age, in the writers' words ("children must be at least four feet tall").
	const said = new Set<string>();
	for (const sentence of [facts.sentences.rules, facts.sentences.forKids]) {
		if (sentence && !said.has(sentence)) lines.push(`The place notes say: “${sentence}”`);
		if (sentence) said.add(sentence);
	}
	// Steps or no stroller matter for a small child ("strollers stay behind; carriers work").
	const access =
		facts.stroller === false
			? facts.sentences.stroller
			: facts.stepFree === false
				? facts.sentences.stepFree
				: undefined;
	if (
		access &&
		ages.some((age) => age <= 5) &&
		!said.has(access) &&
		!topics.includes("stroller") &&
		!topics.includes("stepFree")
	)
		lines.push(`Getting around: “${access}”`);
	if (facts.loud && small && !topics.includes("loud"))
		lines.push(`Heads-up for a little one: “${facts.sentences.loud}”`);
	if (facts.crowded && facts.sentences.crowded && !topics.includes("crowded"))
		lines.push(`It gets busy: “${facts.sentences.crowded}”`);
	if (facts.visitMinutes && small && !topics.includes("visit") && !topics.includes("overview"))
		lines.push(`A visit takes ${visitWords(facts.visitMinutes)}.`);
	return lines.join(" ");
}

function loudLine({ place, facts }: AnswerFor): string {
	const name = nameOf(place);
	if (facts.loud) return `Yes, parts of ${name} are loud or startling: “${facts.sentences.loud}”`;
	if (facts.sentences.scary) return `It may feel scary at ${name}: “${facts.sentences.scary}”`;
	if (facts.quiet) return `${capital(name)} is on the calm side: “${facts.sentences.quiet}”`;
	return `Nothing in the guide's notes says ${name} is loud, but I can't promise it's quiet.`;
}

function crowdedLine(answer: AnswerFor): string {
	const { place, facts } = answer;
	const name = nameOf(place);
	if (facts.crowded) return `It can be busy at ${name}: “${facts.sentences.crowded}”`;
	if (facts.quiet) return `${capital(name)} is usually calm: “${facts.sentences.quiet}”`;
	return unknown(`how busy ${name} gets`, answer);
}

function indoorLine({ place, facts }: AnswerFor): string {
	const name = nameOf(place);
	if (facts.indoor && facts.outdoor)
		return `${capital(name)} is partly indoors, partly outdoors.${quote(facts.sentences.indoor)}`;
	if (facts.indoor) return `${capital(name)} is indoors — fine on a rainy day.${quote(facts.sentences.indoor)}`;
	return `${capital(name)} is outdoors, so dress for the weather.${quote(facts.sentences.indoor)}`;
}

/** "Is it paved?": the writers on the ground underfoot. */
function terrainLine(answer: AnswerFor): string {
	const { place, facts } = answer;
	const name = nameOf(place);
	if (facts.sentences.terrain) return `On the paths at ${name}, the place notes say: “${facts.sentences.terrain}”`;
	if (facts.sentences.length) return `On the walk at ${name}, the place notes say: “${facts.sentences.length}”`;
	return unknown(`how easy the paths at ${name} are`, answer);
}

/** "See seals", "swim": something to do there; "bikes", "kayaking": something it is good for. */
const DOING = /^(see|spot|watch|touch|feed|pet|hold|ride|swim|paddle|wade|fish|climb|bike|kayak|camp|picnic)\b/;

/** The writers' sentence on a thing asked of a place ("Can you swim at …?", "On kayaking at …"). */
export function thingLine(what: string, place: Place, sentence: string): string {
	const name = nameOf(place);
	return DOING.test(what)
		? `Can you ${what} at ${name}? The place notes say: “${sentence}”`
		: `On ${what} at ${name}, the place notes say: “${sentence}”`;
}

/** "Is Cades Cove good for bikes?": the writers' sentence on it, else plainly unknown. */
function suitsLine(answer: AnswerFor): string {
	const { place, suits } = answer;
	const name = nameOf(place);
	const what = suits?.what ?? "that";
	if (suits?.sentence) return thingLine(what, place, suits.sentence);
	return unknown(
		DOING.test(what) ? `whether you can ${what} at ${name}` : `whether ${name} is good for ${what}`,
		answer,
	);
}

/** "Is Rialto Beach safe for little kids?": the writers' warnings. */
function safetyLine({ place, facts }: AnswerFor): string {
	const name = nameOf(place);
	if (facts.sentences.safety) return `Take care at ${name}: “${facts.sentences.safety}”`;
	return `Nothing in the guide's notes warns about ${name}, but keep little ones close near water, roads and edges.`;
}

function parkingLine(answer: AnswerFor): string {
	const { place, facts } = answer;
	const name = nameOf(place);
	if (facts.sentences.parking) return `Parking at ${name}: “${facts.sentences.parking}”`;
	return unknown(`about parking at ${name}`, answer);
}

/** A time the writers give: eruptions, departures, shows ("erupts roughly every 60 to 110 minutes"). */
function timingLine(answer: AnswerFor): string {
	const { place, facts } = answer;
	const name = nameOf(place);
	if (facts.sentences.timing) return `On timings at ${name}, the place notes say: “${facts.sentences.timing}”`;
	return unknown(`the times at ${name}`, answer);
}

/** When to go: the writers' best time, else what they say about crowds. */
function bestTimeLine(answer: AnswerFor): string {
	const { place, facts } = answer;
	const name = nameOf(place);
	const best = facts.sentences.bestTime;
	const busy =
		facts.sentences.crowded && facts.sentences.crowded !== best ? ` It gets busy: “${facts.sentences.crowded}”` : "";
	if (best) return `Best time for ${name}: “${best}”${busy}`;
	if (busy) return `The guide's notes give no best time for ${name}, but${busy.replace(/^ It/, " it")}`;
	return unknown(`the best time to visit ${name}`, answer);
}

/** The writers' advice ("Arrive before opening, use rider switch…"). */
function tipsLine(answer: AnswerFor): string {
	const { place, facts } = answer;
	const name = nameOf(place);
	const tips = [facts.sentences.tips, facts.sentences.bestTime, facts.sentences.timing].filter(
		(sentence, index, all): sentence is string => Boolean(sentence) && all.indexOf(sentence) === index,
	);
	if (tips.length === 0) return unknown(`any tips for ${name}`, answer);
	return `Tips for ${name}: ${tips.map((tip) => `“${tip}”`).join(" ")}`;
}

/** "Anything for a toddler at the Jardin du Luxembourg?": what the writers say kids do there. */
function activitiesLine({ place }: AnswerFor): string {
	const name = nameOf(place);
	const what = [place.pithySummary, place.whyKidsLoveIt].filter(Boolean);
	if (what.length === 0) return `The guide's notes don't say what there is for kids at ${name}.`;
	return `What's there for kids at ${name}: ${what.map((text) => `“${text}”`).join(" ")}`;
}

/** "Tell me about the NHM": the writers' short take, then the facts a family plans by. */
function overviewLine({ place, facts }: AnswerFor): string {
	const name = nameOf(place);
	const about = place.pithySummary ?? place.editorialSummary ?? place.familySummary?.split(/(?<=\.)\s/)[0] ?? null;
	const known = [
		facts.free === true ? "it's free" : facts.price && !facts.price.startsWith("$") ? lower(facts.price) : null,
		facts.visitMinutes ? `plan ${visitWords(facts.visitMinutes)}` : null,
		facts.ages ? `best for ages ${facts.ages[0]}–${facts.ages[1]}` : null,
		facts.booking === "required" ? "book ahead" : facts.booking === "recommended" ? "booking is worth doing" : null,
		facts.seasonal ? "it's seasonal" : null,
	].filter(Boolean);
	const lead = about ? `${capital(name)}: ${about}` : `${capital(name)}.`;
	return known.length > 0 ? `${lead} In short: ${known.join("; ")}.` : lead;
}

/** A fact's line, and whether the facts knew it (an unknown one may be answered from the notes instead). */
export function factAnswer(topic: Exclude<Topic, "distance">, answer: AnswerFor): { line: string; known: boolean } {
	const said = { unknown: false };
	const line = factLine(topic, { ...answer, said });
	return { line, known: !said.unknown };
}

/** One line per fact asked (distance is answered apart, with the routes provider). */
export function factLine(topic: Exclude<Topic, "distance">, answer: AnswerFor): string {
	const { facts } = answer;
	switch (topic) {
		case "free":
			return freeLine(answer);
		case "booking":
			return bookingLine(answer);
		case "visit":
			return visitLine(answer);
		case "hours":
			return hoursLine(answer);
		case "toilets":
			return facilityLine("Toilets", facts.toilets, facts.sentences.toilets, ["toilets", "having toilets"], answer);
		case "babyChanging":
			return facilityLine(
				"Baby changing",
				facts.babyChanging,
				facts.sentences.babyChanging,
				["baby changing", "having baby changing"],
				answer,
			);
		case "stepFree":
			return facilityLine(
				"Step-free access",
				facts.stepFree,
				facts.sentences.stepFree,
				["step-free access", "accessible"],
				answer,
			);
		case "stroller":
			// Not said outright: the ground underfoot is the next best thing ("A paved but steep half-mile path").
			if (facts.stroller === null && facts.sentences.terrain)
				return `With a stroller: the guide's notes on ${nameOf(answer.place)} don't say outright; on the paths they say: “${facts.sentences.terrain}”`;
			return facilityLine(
				"With a stroller",
				facts.stroller,
				facts.sentences.stroller,
				["easy stroller access", "stroller-friendly"],
				answer,
			);
		case "food":
			return foodLine(answer);
		case "age":
			return ageLine(answer);
		case "loud":
			return loudLine(answer);
		case "crowded":
			return crowdedLine(answer);
		case "indoor":
			return indoorLine(answer);
		case "overview":
			return overviewLine(answer);
		case "timing":
			return timingLine(answer);
		case "bestTime":
			return bestTimeLine(answer);
		case "tips":
			return tipsLine(answer);
		case "activities":
			return activitiesLine(answer);
		case "suits":
			return suitsLine(answer);
		case "season":
			return seasonLine(answer);
		case "terrain":
			return terrainLine(answer);
		case "parking":
			return parkingLine(answer);
		case "safety":
			return safetyLine(answer);
		case "view":
			return answer.facts.sentences.view
				? `The view at ${nameOf(answer.place)}: “${answer.facts.sentences.view}”`
				: unknown(`where to see ${nameOf(answer.place)} from`, answer);
	}
}
