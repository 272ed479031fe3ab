import type { IntentRow, Reading } from "../../../types";
import {
	activityAt,
	asksAQuestion,
	asksForPlaces,
	namesNoKind,
	namesWho,
	QUESTION_OPENING,
	questionForm,
	questionOf,
	saysNo,
	topicOf,
	YES_NO_START,
} from "../words";

/** Two places a family calls "jordan pond": a restaurant and a path. */
const JORDAN_POND = [
	{ id: "cat-jph", name: "Jordan Pond House", food: true },
	{ id: "cat-jpp", name: "Jordan Pond Path" },
];

/**
 * A place named and asked about in any shape: a place of the trip by its own name with a question
 * in any order ("rialto beach - where should we start", "bear lake is parking ok"), and a name said
 * alone ("tower of london", "Dollywood"), each with its examples and the finds that name a place
 * only to look near or beyond it ("ice cream near hodads", "other hikes like cades cove?").
 */
export const NAMED_ROWS: readonly IntentRow[] = [
	// A place of the trip named by its own name, and any question about it, in any shape ("is there a
	// gondola at anakeesta?", "rialto beach - where should we start", "bear lake is parking ok"): about
	// it, unless the message asks for other places ("ideas near …", "anything else like …").
	{
		id: "about-named-place",
		intent: "about",
		priority: 51,
		when: (r) => {
			if (r.asked.length === 0 || OTHER_PLACES.test(r.text)) return false;
			const after = r.asked.some((place) => asksAfter(r.text, place.name));
			if (!after && !asksSomething(r.text)) return false;
			// A kind of place named ("pizza near the park", "museum with model trains") is looked for,
			// unless asked of the place ("grand prismatic, is there a boardwalk", "bears in cades cove?").
			// ("magic kingdom with a toddler? which rides first": the place leads, the question follows).
			const there = r.near === null || /^in\b/.test(r.near.span);
			const inside = there && r.asked.some((place) => askedInside(r.text, place.name) || leads(r.text, place.name));
			return r.scan.kinds.length === 0 || after || inside || doneThere(r) !== null || viewOfIt(r);
		},
		set: (ask, r) => {
			// "boat rental on yellowstone lake for a 6 year old?": whether the place suits that, and them.
			const activity = doneThere(r);
			ask.question = activity
				? { ...questionOf(r.text, questionForm(r.text), "suits"), thing: activity }
				: questionOf(r.text, questionForm(r.text), viewOfIt(r) ? "view" : topicOf(r.text));
		},
		examples: [
			{
				say: "is there a gondola at anakeesta?",
				trip: { places: [{ id: "cat-ana", name: "Anakeesta" }] },
				expect: { intent: "about", places: [{ id: "cat-ana" }], kinds: [], question: { form: "yes-no" } },
			},
			{
				say: "are there lots of bears in cades cove",
				trip: { places: [{ id: "cat-cove", name: "Cades Cove" }] },
				expect: { intent: "about", places: [{ id: "cat-cove" }], kinds: [] },
			},
			{
				say: "rialto beach - where should we start",
				trip: { places: [{ id: "cat-rialto", name: "Rialto Beach" }] },
				expect: { intent: "about", places: [{ id: "cat-rialto" }] },
			},
			{
				say: "bear lake is parking ok",
				trip: { places: [{ id: "cat-bear", name: "Bear Lake" }] },
				expect: { intent: "about", places: [{ id: "cat-bear" }], question: { topic: "parking" } },
			},
			{
				say: "La Jolla Cove - can we get close to the sea lions",
				trip: { places: [{ id: "cat-cove", name: "La Jolla Cove" }] },
				expect: { intent: "about", places: [{ id: "cat-cove" }], where: { near: null } },
			},
			{
				say: "grand prismatic is there a boardwalk the whole way",
				trip: { places: [{ id: "cat-gp", name: "Grand Prismatic Spring" }] },
				expect: { intent: "about", places: [{ id: "cat-gp" }], kinds: [] },
			},
			{
				say: "magic kingdom with a toddler? which rides first",
				trip: { places: [{ id: "cat-mk", name: "Magic Kingdom Park" }] },
				expect: { intent: "about", places: [{ id: "cat-mk" }], kinds: [] },
			},
			{
				say: "can the kids actually swim at lake crescent",
				trip: { places: [{ id: "cat-lc", name: "Lake Crescent" }] },
				expect: { intent: "about", places: [{ id: "cat-lc" }] },
			},
			{
				say: "is our lodge near old faithful?",
				trip: { places: [{ id: "cat-of", name: "Old Faithful" }] },
				expect: { intent: "about", places: [{ id: "cat-of" }], kinds: [], where: { near: { kind: "stay" } } },
			},
			// A name two places share alike, said with food words: the one that serves food.
			{
				say: "lunch at jordan pond - reservations?",
				trip: { places: JORDAN_POND },
				expect: { intent: "about", places: [{ id: "cat-jph" }], question: { topic: "booking" } },
			},
			{
				say: "popovers at jordan pond, can we just walk in?",
				trip: { places: JORDAN_POND },
				expect: { intent: "about", places: [{ id: "cat-jph" }], question: { topic: "booking" } },
			},
			// Initials with a possessive are the initials; "whats" asks what it is only when nothing else is asked.
			{
				say: "whats the nhm's opening hours",
				expect: { intent: "about", places: [{ id: "saved-nhm" }], question: { topic: "hours", also: [] } },
			},
			// Initials beside a name that holds them ("walking distance of the NHM") are the place.
			{
				say: "is the science museum within walking distance of the NHM?",
				trip: {
					saved: [],
					places: [
						{ id: "cat-sci", name: "Science Museum" },
						{ id: "cat-nhm", name: "Natural History Museum" },
					],
				},
				expect: {
					intent: "about",
					places: [{ id: "cat-sci" }],
					where: { near: { kind: "place", id: "cat-nhm" }, mode: "walk" },
					question: { topic: "distance" },
				},
			},
			{
				say: "what are the V&A's opening hours on sunday?",
				trip: { places: [{ id: "cat-va", name: "Victoria and Albert Museum" }] },
				expect: { intent: "about", places: [{ id: "cat-va" }], question: { topic: "hours" } },
			},
			// The view of one place, asked of it: its views (the answer finds the overlook above it).
			{
				say: "best viewpoint for grand prismatic?",
				trip: { places: [{ id: "cat-gp", name: "Grand Prismatic Spring" }] },
				expect: { intent: "about", places: [{ id: "cat-gp" }], kinds: [], question: { topic: "view" } },
			},
			// A thing to do at a place, for someone: whether the place suits that and them.
			{
				say: "boat rental on yellowstone lake for a 6 year old?",
				trip: {
					places: [
						{ id: "cat-yl", name: "Yellowstone Lake" },
						{ id: "cat-bbm", name: "Bridge Bay Marina" },
					],
				},
				expect: {
					intent: "about",
					places: [{ id: "cat-yl" }],
					kinds: [],
					question: { topic: "suits", also: ["fit"], thing: "boat rental" },
				},
			},
			{
				say: "kayaking on lake crescent with a 9 year old?",
				trip: { places: [{ id: "cat-lc", name: "Lake Crescent" }] },
				expect: { intent: "about", places: [{ id: "cat-lc" }], question: { topic: "suits", thing: "kayaking" } },
			},
			{
				say: "driving time from the cabin to mammoth hot springs?",
				trip: {
					places: [
						{ id: "cat-mhs", name: "Mammoth Hot Springs Terraces" },
						{ id: "cat-cab", name: "Roosevelt Lodge Cabins" },
					],
				},
				expect: { intent: "about", places: [{ id: "cat-mhs" }], where: { near: { kind: "stay" } } },
			},
		],
		counterexamples: [
			{ say: "is there a cafe near anakeesta?", trip: { places: [{ id: "cat-ana", name: "Anakeesta" }] } },
			{
				say: "stormy afternoons all week, anything indoors in estes park for little ones?",
				trip: {
					location: "Rocky Mountain National Park, CO",
					places: [
						{ id: "cat-epvc", name: "Estes Park Visitor Center" },
						{ id: "cat-tram", name: "Estes Park Aerial Tramway" },
					],
				},
			},
			{
				say: "we're staying at the grand by the harbour, what's close by for a 3 yo?",
				trip: {
					places: [
						{ id: "cat-grand", name: "The Grand Hotel" },
						{ id: "cat-harb", name: "Harbour Walk" },
					],
				},
			},
			{
				say: "cheap dinner near the hotel please? (we're at the contemporary)",
				trip: { places: [{ id: "cat-con", name: "Disney's Contemporary Resort" }] },
			},
			{
				say: "tired after the brooklyn bridge, pizza near the park?",
				trip: { places: [{ id: "cat-bb", name: "Brooklyn Bridge" }] },
			},
			{ say: "ice cream near hodads", trip: { places: [{ id: "cat-hod", name: "Hodad's" }] } },
			{ say: "other hikes like cades cove?", trip: { places: [{ id: "cat-cove", name: "Cades Cove" }] } },
			{ say: "ideas for after anakeesta?", trip: { places: [{ id: "cat-ana", name: "Anakeesta" }] } },
			{ say: "a faithful old dog-friendly trail", trip: { places: [{ id: "cat-of", name: "Old Faithful" }] } },
			{
				say: "we'd love to look down on grand prismatic spring, where's best for that?",
				trip: { places: [{ id: "cat-gp", name: "Grand Prismatic Spring" }] },
			},
			{
				say: "Grand Prismatic – is there somewhere to see it from above?",
				trip: { places: [{ id: "cat-gp", name: "Grand Prismatic Spring" }] },
			},
			{ say: "hikes in cades cove?", trip: { places: [{ id: "cat-cove", name: "Cades Cove" }] } },
			{
				say: "hiking trails in cades cove for a 5 year old",
				trip: { places: [{ id: "cat-cove", name: "Cades Cove" }] },
			},
			{ say: "museums in balboa park for a 5yo?", trip: { places: [{ id: "cat-bal", name: "Balboa Park" }] } },
			{
				say: "geysers or hot springs that are ok with a stroller?",
				trip: { places: [{ id: "cat-mhs", name: "Mammoth Hot Springs Terraces" }] },
			},
		],
	},
	{
		id: "about-name",
		intent: "about",
		priority: 45,
		// A name said with a no ("not a whole day at the museum") asks for something else; said with how
		// they go ("we'll take a cab to the museum"), it is where they are going.
		when: (r) =>
			r.places.length > 0 &&
			namesNoKind(r) &&
			!asksForPlaces(r) &&
			r.near === null &&
			r.scan.unknown.length === 0 &&
			r.scan.modes.length === 0 &&
			!saysNo(r.text),
		set: (ask, r) => {
			ask.question = questionOf(r.text, "info", topicOf(r.text) ?? "what-is-it");
		},
		examples: [
			{
				say: "tower of london",
				expect: { places: [{ name: "tower of london" }], question: { form: "info", topic: "what-is-it" } },
			},
			{ say: "Legoland Windsor", expect: { places: [{ name: "Legoland Windsor" }] } },
			// A lone capitalised word the vocabulary does not know is a name.
			{ say: "Dollywood", expect: { places: [{ name: "Dollywood" }] } },
			{ say: "the science museum", expect: { places: [{ name: "science museum" }] } },
		],
		counterexamples: [
			"museums",
			"science and art for a 7 yr old",
			"history or castles",
			"xyzzy",
			"pizza",
			"ice cream",
			"under £10 each",
			"not a whole day at the museum please, a couple of hours",
			"we'll take a cab to the museum",
			"weve done all the big galleries already, kids 7 and 10",
			{
				say: "museums in brooklyn",
				trip: { location: "New York, NY, USA", places: [{ id: "cat-bcm", name: "Brooklyn Children's Museum" }] },
			},
		],
	},
];

/** Words that ask for other places than the one named. */
const OTHER_PLACES =
	/\b(?:ideas?|suggest\w*|recommend\w*|options|alternatives?|somewhere|anywhere|what else|other|others|else|instead|similar|places|spots|nearby)\b/;

/** A thing to do at a place asked about, for someone ("kayaking on lake crescent with a 9 year old?"), or null. */
function doneThere(r: Reading): string | null {
	if (!namesWho(r.text)) return null;
	for (const place of r.asked) {
		const activity = activityAt(r.text, place.name);
		if (activity) return activity;
	}
	return null;
}

/**
 * "best viewpoint for grand prismatic?": the view of one place asked about, its only kind the views,
 * not places asked for ("where's best to look down on …", "somewhere to see it from above?" look for them).
 */
const viewOfIt = (r: Reading) =>
	r.asked.length === 1 &&
	r.scan.kinds.length > 0 &&
	r.scan.kinds.every((kind) => kind === "views") &&
	!asksForPlaces(r) &&
	!/\bwhere/.test(r.text);

/** Whether a text asks something: a question mark, a clause opening like a question, or a fact asked ("parking ok"). */
const asksSomething = (text: string) => asksAQuestion(text) || topicOf(text) !== null;

/**
 * "a cafe at the golden hinde", "are there bears in cades cove?": asked of what is at the place, or
 * whether the place has it (not "we're at the contemporary"; "hikes in cades cove" looks for hikes there).
 */
function askedInside(text: string, name: string): boolean {
	const at = text.indexOf(name.toLowerCase());
	const before = text.slice(Math.max(0, at - 30), at);
	if (at <= 0 || /\b(?:were|we are|we re|im|i am|staying|based|sleeping) (?:at|in|on) (?:the )?$/.test(before))
		return false;
	return /\bat (?:the )?$/.test(before) || (/\b(?:in|inside|on) (?:the )?$/.test(before) && YES_NO_START.test(text));
}

/** Whether the message opens on the place's name ("the magic kingdom with a toddler? …"). */
const leads = (text: string, name: string) => {
	const at = text.indexOf(name.toLowerCase());
	return at >= 0 && at <= 4;
};

/** "grand prismatic is there a boardwalk": a question opening right after the place's name. */
function asksAfter(text: string, name: string): boolean {
	const at = text.indexOf(name.toLowerCase());
	return at >= 0 && QUESTION_OPENING.test(text.slice(at + name.length).trim());
}
