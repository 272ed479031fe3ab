import { placesNamedIn } from "../../place-names";
import { normalise } from "../../text";
import type { IntentRow } from "../../types";
import { TOPIC_ROWS } from "../topics";
import {
	activityIn,
	asksForPlaces,
	ELSEWHERE,
	FACILITIES,
	findsAWay,
	JUDGED,
	namesNoKind,
	namesWho,
	needAsked,
	OPENS_ABOUT,
	QUESTION_OPENING,
	questionForm,
	questionOf,
	SOFT_FIND,
	saysNo,
	topicOf,
	YES_NO_START,
} from "./words";

/** A name as a pattern of its own words. */
const escaped = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Questions: comparisons, yes/no, and questions about places. */
export const QUESTIONS_ROWS: readonly IntentRow[] = [
	// Compare places: "X or Y?", and whether one suits the kids ("worth it with a toddler?").
	{
		id: "compare-or",
		intent: "compare",
		priority: 62,
		pattern: /\b(?:or|vs|versus|compared? (?:to|with)|better)\b/,
		when: (r) => r.places.length >= 2 && !asksForPlaces(r),
		set: (ask, r) => {
			ask.question = questionOf(r.text, "which");
		},
		examples: [
			{
				say: "is the zoo better than the aquarium for a 2 year old",
				expect: {
					intent: "compare",
					places: [{ name: "zoo" }, { name: "aquarium" }],
					question: { form: "which", topic: "fit" },
				},
			},
			{
				say: "science museum or natural history museum for a 4 year old?",
				expect: {
					question: { form: "which", topic: "fit" },
					places: [{ name: "science museum" }, { id: "saved-nhm" }],
				},
			},
			{
				say: "science museum or natural history museum?",
				expect: {
					question: { form: "which" },
					places: [{ name: "science museum" }, { name: "natural history museum", id: "saved-nhm" }],
				},
			},
			{
				say: "the science museum or the natural history museum?",
				expect: {
					question: { form: "which" },
					places: [{ name: "science museum" }, { name: "natural history museum" }],
				},
			},
			{
				say: "Tower of London or the London Eye with a 3 year old?",
				expect: { question: { form: "which", topic: "fit" }, who: { ages: [3] } },
			},
			{ say: "the zoo or the aquarium?", expect: { places: [{ name: "zoo" }, { name: "aquarium" }] } },
			{ say: "is the zoo or the aquarium better with a 2 year old", expect: { who: { ages: [2] } } },
			{ say: "tower of london or the london eye for the teens?", expect: { who: { group: "teens" } } },
			{
				say: "the science museum or the zoo, which is better on a rainy day?",
				expect: { places: [{ name: "science museum" }, { name: "zoo" }], question: { form: "which" } },
			},
			{ say: "the london eye or the shard?", expect: { intent: "compare" } },
			{ say: "is the zoo or the natural history museum better for a 3yo?", expect: { intent: "compare" } },
			{ say: "the shard or the london eye, which has better views?", expect: { intent: "compare" } },
			{ say: "the aquarium or the science museum for a 6 year old?", expect: { intent: "compare" } },
		],
		// Two kinds, not two places: a find of both ("a museum or an aquarium for a rainy day").
		counterexamples: [
			"museums or parks?",
			"indoors or outdoors?",
			"geysers or hot springs that are stroller friendly",
			"a museum or an aquarium for a rainy day",
			"museum or aquarium for a rainy day?",
			"zoo or aquarium thats ok with a buggy?",
			"castles or palaces the kids will like",
			"a farm or petting zoo thats good for toddlers",
		],
	},
	{
		id: "compare-fit",
		intent: "compare",
		priority: 60,
		pattern: TOPIC_ROWS[0]?.pattern ?? /$^/,
		when: (r) => !asksForPlaces(r) && (namesNoKind(r) || r.places.length > 0) && JUDGED.test(r.text) && !findsAWay(r),
		set: (ask, r) => {
			ask.question = questionOf(r.text, "yes-no", "fit");
			if (/\btoo (?:crowded|busy)\b/.test(r.text) && !ask.needs.includes("not-crowded")) ask.needs.push("not-crowded");
		},
		examples: [
			{
				say: "is it worth going to the zoo if it rains",
				expect: { places: [{ name: "zoo" }], question: { topic: "fit", also: ["weather"] } },
			},
			{
				say: "is kew gardens worth it in april",
				expect: { places: [{ name: "kew gardens" }], question: { topic: "fit", also: ["season"] } },
			},
			{
				say: "is the london eye too scary for a 5 year old",
				expect: { question: { topic: "fit", also: ["scary"] }, who: { ages: [5] } },
			},
			{
				say: "is the zoo worth it with a toddler?",
				expect: { question: { form: "yes-no", topic: "fit" }, who: { group: "youngest" } },
			},
			{
				say: "too babyish for a 15-year-old?",
				expect: { question: { form: "yes-no", topic: "fit" }, who: { ages: [15], group: "teens" } },
			},
			{
				say: "changing of the guard – worth it with a toddler or too crowded?",
				expect: {
					places: [{ name: "changing of the guard", id: null }],
					question: { form: "yes-no", topic: "fit", also: ["crowds"] },
					who: { group: "youngest" },
				},
			},
		],
		counterexamples: [
			"something fun for a 3 year old",
			"wet weekend, free indoor fun for a 6 year old",
			"museums good for toddlers?",
			"a playground for the toddler",
			"just for the little one",
			"what about for the teens",
		],
	},
	// Whether a named place works with a buggy or without steps ("is hyde park doable with a pram?"):
	// the buggy or the steps are what it asks, not whether it suits an age.
	{
		id: "about-need",
		intent: "about",
		priority: 61,
		pattern: TOPIC_ROWS[0]?.pattern ?? /$^/,
		when: (r) => r.places.length > 0 && !asksForPlaces(r) && needAsked(r.text) !== null && !namesWho(r.text),
		set: (ask, r) => {
			ask.question = questionOf(r.text, "yes-no", needAsked(r.text));
		},
		examples: [
			{
				say: "is hyde park doable with a buggy",
				expect: { places: [{ name: "hyde park" }], question: { form: "yes-no", topic: "stroller" } },
			},
			{
				say: "the zoo - doable with a pushchair?",
				expect: { places: [{ name: "zoo" }], question: { form: "yes-no", topic: "stroller" } },
			},
			{
				say: "Kew Gardens - doable with a double buggy?",
				expect: { places: [{ name: "Kew Gardens" }], question: { topic: "stroller" } },
			},
			{ say: "is the tower of london doable with a stroller", expect: { question: { topic: "stroller" } } },
			{
				say: "is the tower doable for grandma, she cant do steps",
				expect: { places: [{ name: "tower" }], question: { topic: "step-free" } },
			},
			{
				say: "natural history museum in a wheelchair, is it manageable?",
				expect: { places: [{ id: "saved-nhm" }], question: { topic: "step-free" } },
			},
			{ say: "is the london eye doable in a wheelchair", expect: { question: { topic: "step-free" } } },
		],
		counterexamples: [
			"is the zoo worth it with a toddler?",
			"is the tower doable with a 3 year old and a buggy?",
			"parks that are doable with a buggy",
		],
	},
	// Whether a thing to do, not a place, suits the kids ("whale watching with a 3 year old, good idea?").
	{
		id: "compare-activity",
		intent: "compare",
		priority: 61,
		pattern: TOPIC_ROWS[0]?.pattern ?? /$^/,
		when: (r) => r.places.length === 0 && !asksForPlaces(r) && JUDGED.test(r.text) && activityIn(r.text) !== null,
		set: (ask, r) => {
			ask.question = questionOf(r.text, "yes-no", "fit");
			const activity = activityIn(r.text) ?? "";
			// "whale watching" when the trip has a whale watch: the question is about that place.
			const place = activity ? placeOfActivity(activity, r.trip.places ?? [], r.trip.location) : null;
			ask.places = place ? [{ name: activity, id: place.id }] : [];
			ask.words = [activity].filter(Boolean);
			if (/\btoo (?:crowded|busy)\b/.test(r.text) && !ask.needs.includes("not-crowded")) ask.needs.push("not-crowded");
		},
		examples: [
			{
				say: "whale watching with a 3 year old, good idea?",
				expect: {
					places: [],
					words: ["whale watching"],
					kinds: [],
					question: { form: "yes-no", topic: "fit" },
					who: { ages: [3] },
				},
			},
			{
				say: "is whale watching worth it with a toddler?",
				expect: { places: [], words: ["whale watching"], question: { topic: "fit" }, who: { group: "youngest" } },
			},
			{
				say: "kayaking with a 5 year old - worth it?",
				expect: { words: ["kayaking"], question: { form: "yes-no", topic: "fit" } },
			},
			{
				say: "dolphin watching with our 6 and 8 year old, too much for them?",
				trip: {
					places: [
						{ id: "cat-dolphins", name: "Gulf Dolphin Watch Cruises" },
						{ id: "cat-beach", name: "Sand Beach" },
					],
				},
				expect: { intent: "compare", places: [{ id: "cat-dolphins" }], question: { form: "yes-no", topic: "fit" } },
			},
		],
		counterexamples: [
			"museums good for toddlers?",
			"something fun for a 3 year old",
			"any good ideas for the morning?",
			"is the zoo worth it with a toddler?",
			// Where to swim, not whether swimming suits them.
			"swimming with a toddler?",
		],
	},
	// "Is there a lift at the london eye?", "are there toilets in hyde park": a facility of the place
	// named (its lift, its loos, its cafe), not places to find.
	{
		id: "about-facility",
		intent: "about",
		priority: 52,
		pattern: /^(?:and |so |also |ok )?(?:is|are) there\b/,
		when: (r) => {
			const topic = topicOf(r.text);
			return (
				topic !== null &&
				FACILITIES.has(topic) &&
				r.places.some((place) =>
					new RegExp(`\\b(?:at|in|inside|on) (?:the )?${escaped(normalise(place.name))}\\b`).test(r.text),
				)
			);
		},
		set: (ask, r) => {
			ask.question = questionOf(r.text, "yes-no");
		},
		examples: [
			{
				say: "is there a lift at the london eye",
				expect: { places: [{ name: "london eye" }], question: { form: "yes-no", topic: "step-free" }, words: [] },
			},
			{
				say: "is there an elevator at the tower of london",
				expect: { places: [{ name: "tower of london" }], question: { topic: "step-free" }, kinds: [] },
			},
			{
				say: "is there a cafe at the science museum?",
				expect: { places: [{ name: "science museum" }], question: { topic: "food" } },
			},
			{
				say: "are there toilets in hyde park",
				expect: { places: [{ id: "saved-hyde" }], question: { topic: "toilets" } },
			},
			{ say: "is there step free access at the natural history museum?", expect: { question: { topic: "step-free" } } },
		],
		counterexamples: [
			"is there a playground in hyde park?",
			"is there a playground near hyde park?",
			"is there a cafe near the science museum?",
		],
	},
	// About one or several named places.
	{
		id: "about-question",
		intent: "about",
		priority: 50,
		when: (r) => {
			if (r.places.length === 0) return false;
			const topic = topicOf(r.text);
			// "is the serpentine lido open in april? the 8yo wants a swim": opens with a question about the place.
			// "natural history museum in dc - timed pass or can we just walk in?": the place first, then a
			// question of a topic about it (its words are the question's, "walk in" no walk wanted).
			const first = r.places[0]?.name.toLowerCase() ?? "\u0000";
			const at = r.text.indexOf(first);
			// A place of the trip, resolved, first: any question after it is about it ("… - can we bring a scooter?").
			const led =
				(topic !== null || r.places[0]?.id != null) &&
				!ELSEWHERE.test(r.text) &&
				at >= 0 &&
				at <= 4 &&
				/^[^,:;?!.]{0,30}?(?:\s-\s|[,:;])\s*\S/.test(r.text.slice(at + first.length));
			// "any food at the science museum?": a facility of a place of the trip, asked there.
			const there = topic !== null && FACILITIES.has(topic) && r.places.some((place) => askedAt(r.text, place));
			const opens = (OPENS_ABOUT.test(r.text) && at < 40) || led || there;
			// "toilets near the science museum?": a facility there, not places near it; "how long is the
			// drive to the hoh rain forest?" asks the way from where they are.
			// "will a stroller fit in the science museum": a buggy or steps inside the place named.
			const facility =
				(topic !== null && FACILITIES.has(topic) && r.near?.near.kind === "place") ||
				((topic === "stroller" || topic === "step-free") && r.near?.near.kind === "area" && r.places.length > 0) ||
				topic === "distance" ||
				topic === "travel-time";
			// "anything for a toddler there, and is it free?": a soft ask about the place itself.
			const soft = SOFT_FIND.test(r.text) && !ELSEWHERE.test(r.text) && topic !== null;
			// A real question: a question mark, or a clause that opens like one.
			const asked =
				/\?/.test(r.text) || r.text.split(/[.,;:!]+|\s-\s/).some((part) => QUESTION_OPENING.test(part.trim()));
			return (
				asked &&
				(namesNoKind(r) || opens) &&
				(!asksForPlaces(r) || soft) &&
				((r.near?.near.kind !== "place" && r.near?.near.kind !== "area") || facility) &&
				(topic !== null || YES_NO_START.test(r.text) || /\?|^(?:what|how|when|where|who|why|which)\b/.test(r.text))
			);
		},
		set: (ask, r) => {
			ask.question = questionOf(r.text, questionForm(r.text));
		},
		examples: [
			{
				say: "best time to visit the tower to avoid queues",
				expect: { places: [{ name: "tower" }], question: { topic: "tips", also: ["crowds"] } },
			},
			{ say: "is it ok to take a scooter in the park", expect: { places: [{ name: "park" }], where: { near: null } } },
			{
				say: "is the second one free?",
				conversation: {
					shown: [
						{ id: "c1", name: "Science Museum" },
						{ id: "c2", name: "Coram's Fields" },
					],
				},
				expect: { places: [{ id: "c2" }], question: { form: "yes-no", topic: "price" } },
			},
			{ say: "what time does the london eye close", expect: { question: { topic: "hours" }, where: { close: false } } },
			{
				say: "when does old faithful go off?",
				trip: { location: "Yellowstone National Park, WY, USA" },
				expect: { places: [{ name: "old faithful" }], question: { form: "info", topic: "hours" } },
			},
			{
				say: "how long does it take to get to greenwich by boat",
				expect: { question: { topic: "travel-time" }, places: [{ name: "greenwich" }] },
			},
			{
				say: "air and space museum: free? need to book?",
				expect: {
					places: [{ name: "air and space museum" }],
					question: { form: "yes-no", topic: "price", also: ["booking"] },
				},
			},
			{
				say: "natural history museum in dc - timed pass or can we just walk in?",
				trip: { location: "Washington, D.C., USA" },
				expect: { places: [{ id: "saved-nhm" }], kinds: [], question: { topic: "booking" } },
			},
			{
				say: "cades cove, how long does the loop take?",
				expect: { places: [{ name: "cades cove" }], question: { form: "info", topic: "visit-length" } },
			},
			{
				say: "cades cove, is the campground open in april?",
				expect: { places: [{ name: "cades cove" }], kinds: [], question: { topic: "hours" } },
			},
			{
				say: "science center - how long, and is there stuff for a 3yo?",
				expect: { places: [{ name: "science center" }], question: { topic: "visit-length" }, who: { ages: [3] } },
			},
			{
				say: "how far is the lincoln memorial from the white house visitor center, walking with a stroller",
				expect: {
					places: [{ name: "lincoln memorial" }, { name: "white house visitor center" }],
					question: { topic: "distance" },
				},
			},
			{
				say: "is the science museum free, do we need to book?",
				expect: {
					question: { form: "yes-no", topic: "price", also: ["booking"] },
					places: [{ name: "science museum" }],
				},
			},
			{
				say: "is the science museum free?",
				expect: { question: { form: "yes-no", topic: "price" }, places: [{ name: "science museum" }] },
			},
			{
				say: "what time does the Natural History Museum close",
				expect: { question: { form: "info", topic: "hours" } },
			},
			{ say: "do we need to book the Tower of London?", expect: { question: { form: "yes-no", topic: "booking" } } },
			// How they go is the way asked about ("by car", "on the tube"), never a kind of place.
			{
				say: "how far is the tower of london from the london eye by car?",
				expect: {
					places: [{ name: "tower of london" }, { name: "london eye" }],
					where: { mode: "drive" },
					question: { topic: "travel-time" },
				},
			},
			{ say: "how long to the zoo on the tube?", expect: { where: { mode: "transit" }, kinds: [], words: [] } },
			// A buggy or steps asked about a place: that need.
			{ say: "can we take the stroller to the tower of london", expect: { question: { topic: "stroller" } } },
			{ say: "is the natural history museum pushchair friendly?", expect: { question: { topic: "stroller" } } },
			{ say: "can grandma get round the science museum without stairs?", expect: { question: { topic: "step-free" } } },
			{ say: "is kew gardens ok with a stroller?", expect: { question: { topic: "stroller" } } },
			{ say: "is the eye ok with a buggy", expect: { question: { topic: "stroller" } } },
			{ say: "can you take a pram on the thames clipper?", expect: { question: { topic: "stroller" } } },
			{ say: "can we bring the pram into the aquarium?", expect: { question: { topic: "stroller" } } },
			{
				say: "will a stroller fit in the science museum",
				expect: { places: [{ name: "science museum" }], question: { topic: "stroller" } },
			},
			{ say: "is the aquarium accessible for a wheelchair", expect: { question: { topic: "step-free" } } },
			// A place of the trip named first, then any question, even one no topic row knows.
			{
				say: "science museum - can we bring a scooter?",
				trip: { places: [{ id: "cat-sci", name: "Science Museum" }] },
				expect: { intent: "about", places: [{ id: "cat-sci" }] },
			},
			{
				say: "any food at the national zoo?",
				trip: { location: "Washington, D.C., USA", places: [{ id: "cat-zoo", name: "Smithsonian's National Zoo" }] },
				expect: { intent: "about", places: [{ id: "cat-zoo" }], question: { topic: "food" } },
			},
		],
		counterexamples: [
			"museums near the science museum",
			"lunch near the science museum",
			"is there a playground near hyde park?",
			{ say: "playgrounds near the science museum?", trip: { places: [{ id: "cat-sci", name: "Science Museum" }] } },
			{ say: "any food near the science museum?", trip: { places: [{ id: "cat-sci", name: "Science Museum" }] } },
		],
	},
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
			return r.scan.kinds.length === 0 || after || inside;
		},
		set: (ask, r) => {
			ask.question = questionOf(r.text, questionForm(r.text));
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
			{ say: "hikes in cades cove?", trip: { places: [{ id: "cat-cove", name: "Cades Cove" }] } },
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

/** Whether a text asks something: a question mark, a clause opening like a question, or a fact asked ("parking ok"). */
const asksSomething = (text: string) =>
	/\?/.test(text) ||
	text.split(/[.,;:!]+|\s-\s/).some((part) => QUESTION_OPENING.test(part.trim())) ||
	topicOf(text) !== null;

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

/** Whether a text asks at a place of the trip ("any food at the science museum?"). */
function askedAt(text: string, place: { name: string; id: string | null }): boolean {
	const at = text.indexOf(place.name.toLowerCase());
	return place.id !== null && at > 0 && /\bat (?:[a-z]+ )?$/.test(text.slice(Math.max(0, at - 12), at));
}

/**
 * The one place of the trip a thing to do names by its own words ("whale watching" the Whale Watch
 * Co., "kayaking" the Kayak Tours): the activity's verb without its -ing; null when none or several.
 */
function placeOfActivity(
	activity: string,
	places: readonly { id: string; name: string }[],
	location: string,
): { id: string } | null {
	const words = activity.split(" ");
	const verb = words.at(-1) ?? "";
	const stem = verb.replace(/(?:([b-df-hj-np-tv-z])\1)?ing$/, "$1");
	for (const base of [stem, `${stem}e`]) {
		const found = placesNamedIn([...words.slice(0, -1), base].join(" "), places, location);
		if (found.length === 1 && found[0]) return found[0].place;
	}
	return null;
}
