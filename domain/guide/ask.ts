import { z } from "zod";
import { PLACE_CATEGORY_NAMES, type PlaceCategoryName } from "../place/vocabulary";

/**
 * The one typed ask: what a family's chat message asks Wunder, read once per turn
 * (worker/services/guide/understand/, or a model's tool call), carried through the conversation
 * (a follow-up changes it), and acted on by one engine. Nothing after the reader reads the family's
 * words: every module downstream reads this.
 *
 * Every slot has a neutral value (an empty list, null or false), so an ask says only what the family
 * said. The JSON schema a model's tool call fills is generated from this schema (`askJsonSchema`).
 */

// ---------------------------------------------------------------------------------------------
// What a message can ask

/**
 * - find: places to go ("rainy day ideas", "lunch near the science museum");
 * - about: one or several named places ("is the zoo open in winter?");
 * - compare: "X or Y?", "worth it with a toddler?", "too babyish for a 15-year-old?";
 * - plan-days: a plan for each day of the trip; one-day: one day ("plan Saturday");
 * - create-path / add-to-path: the chat's path commands;
 * - reply: a yes or no to the guide's own offer ("shall I split the day?");
 * - small-talk: thanks, hello, "you're great";
 * - outside: what the guide does not know (weather forecasts, wifi, live prices, another city).
 */
const ASK_INTENTS = [
	"find",
	"about",
	"compare",
	"plan-days",
	"one-day",
	"create-path",
	"add-to-path",
	"reply",
	"small-talk",
	"outside",
] as const;
export type AskIntent = (typeof ASK_INTENTS)[number];

const ASK_SETTINGS = ["indoor", "outdoor", "either"] as const;
const ASK_WEATHER = ["rain", "heat", "cold", "sun", "wind", "snow"] as const;
/** Who the outing is for: everyone, the youngest, the oldest, the teens, or the kids while a parent rests. */
const ASK_GROUPS = ["everyone", "youngest", "oldest", "teens", "kids-alone"] as const;
const ASK_NEEDS = [
	"stroller",
	"step-free",
	"toilets",
	"baby-changing",
	"nap",
	"quiet",
	"not-loud",
	"not-crowded",
	"dogs",
	"no-booking",
	"active",
	"picnic",
	"rest",
	"shade",
] as const;
const ASK_MODES = ["walk", "transit", "drive", "bike"] as const;
const ASK_MEALS = ["breakfast", "lunch", "dinner", "snack"] as const;
const ASK_TIMES = ["morning", "afternoon", "evening"] as const;
const ASK_VISIT_LENGTHS = ["short", "half-day", "whole-day"] as const;
/** What a question about places asks: in the form of the answer. */
const ASK_QUESTION_FORMS = ["yes-no", "which", "info"] as const;
/**
 * The fact a question about places asks for ("is it free?" → price). "fit" is whether it suits the
 * ages asked about ("worth it with a toddler?", "too babyish for a 15-year-old?"); "timing" the times
 * the place gives (eruptions, shows, departures); "suits" whether it is good for a thing ("good for
 * bikes?"); "address" where it is.
 */
const ASK_TOPICS = [
	"fit",
	"price",
	"hours",
	"season",
	"booking",
	"visit-length",
	"crowds",
	"noise",
	"stroller",
	"step-free",
	"toilets",
	"baby-changing",
	"food",
	"dogs",
	"parking",
	"distance",
	"travel-time",
	"scary",
	"weather",
	"what-is-it",
	"tips",
	"timing",
	"best-time",
	"terrain",
	"suits",
	"safety",
	"view",
	"activities",
	"address",
] as const;
/** What lies outside what the guide knows. */
const ASK_OUTSIDE = ["weather-forecast", "live-prices", "wifi", "other-city", "bookings", "other"] as const;
const ASK_REPLIES = ["yes", "no"] as const;

const categoryName = z.enum(PLACE_CATEGORY_NAMES as [PlaceCategoryName, ...PlaceCategoryName[]]);
const shortText = z.string().trim().min(1).max(80);
const age = z.number().int().min(0).max(18);

/** A place the family names, resolved to its id when the reader (or the model's search) found it. */
const namedPlaceSchema = z.object({
	name: shortText.describe("The place as the family names it: 'the science museum', 'Tower of London'."),
	id: z.string().max(300).nullable().default(null).describe("The place's id when known (a search result's id)."),
});
export type NamedPlace = z.infer<typeof namedPlaceSchema>;

const askWhereSchema = z.object({
	/**
	 * Where to look from: the family's stay, the map ("around here"), a named place ("near the zoo")
	 * or a named area ("in South Kensington"); null: the trip's own area.
	 */
	near: z
		.object({
			kind: z.enum(["stay", "here", "place", "area"]),
			name: shortText.nullable().default(null),
			id: z.string().max(300).nullable().default(null),
		})
		.nullable()
		.default(null)
		.describe("Where to look from; null for the trip's area."),
	/** "within 20 minutes on foot" */
	withinMinutes: z.number().int().min(1).max(600).nullable().default(null),
	mode: z.enum(ASK_MODES).nullable().default(null).describe("How they get there, when they said."),
	/** "walking distance", "close by", "closer": nearer than usual. */
	close: z.boolean().default(false),
});
export type AskWhere = z.infer<typeof askWhereSchema>;

export const askSchema = z.object({
	intent: z.enum(ASK_INTENTS),
	/** Kinds of place wanted (the vocabulary's categories); empty when any kind will do. */
	kinds: z.array(categoryName).max(8).default([]).describe("Kinds of place wanted."),
	/** Kinds never to suggest ("not museums", "museums aren't their thing"). */
	avoidKinds: z.array(categoryName).max(8).default([]).describe("Kinds of place the family does not want."),
	/** Words worth finding in a place ("pizza", "dinosaurs", "trains"). */
	words: z.array(shortText).max(8).default([]).describe("Specific things wanted: 'dinosaurs', 'trains', 'pizza'."),
	/** Words a place must not have ("not geysers", "no rides"). */
	avoidWords: z.array(shortText).max(8).default([]).describe("Specific things to avoid: 'rides', 'geysers'."),
	setting: z.enum(ASK_SETTINGS).nullable().default(null).describe("Indoors, outdoors, or either."),
	weather: z.enum(ASK_WEATHER).nullable().default(null).describe("The weather the family expects."),
	price: z
		.object({
			free: z.boolean().default(false),
			cheap: z.boolean().default(false),
			/** A limit per person, in the trip's currency. */
			max: z.number().min(0).max(10_000).nullable().default(null),
		})
		.nullable()
		.default(null)
		.describe("What it may cost: free, cheap, or at most an amount per person."),
	who: z
		.object({
			/** Ages the message names ("my 4 and 9 year olds"); empty: the trip's kids. */
			ages: z.array(age).max(10).default([]),
			group: z.enum(ASK_GROUPS).default("everyone"),
		})
		.default({ ages: [], group: "everyone" })
		.describe("Who it is for: ages named, and which of the kids."),
	needs: z.array(z.enum(ASK_NEEDS)).max(14).default([]).describe("What the family needs."),
	where: askWhereSchema.default({ near: null, withinMinutes: null, mode: null, close: false }),
	meal: z.enum(ASK_MEALS).nullable().default(null).describe("A meal they want: lunch, dinner…"),
	/** The kind of food ("pizza", "fish and chips", "vegetarian"). */
	food: z.array(shortText).max(5).default([]).describe("Kinds of food: 'pizza', 'vegetarian'."),
	timeOfDay: z.enum(ASK_TIMES).nullable().default(null),
	/** A day of the trip: a date (YYYY-MM-DD), "day 3", "saturday", "tomorrow", "arrival day". */
	day: z
		.object({
			date: z.iso.date().nullable().default(null),
			number: z.number().int().min(1).max(60).nullable().default(null),
			label: shortText.nullable().default(null),
		})
		.nullable()
		.default(null),
	visitLength: z.enum(ASK_VISIT_LENGTHS).nullable().default(null),
	/** The longest trail they would walk, in km. */
	trailKm: z.number().min(0.1).max(100).nullable().default(null),
	/** Places the family names (about, compare, add to a path, "near X"). */
	places: z.array(namedPlaceSchema).max(10).default([]),
	/** Places to leave out ("besides the zoo", "not the London Eye"). */
	exclude: z.array(namedPlaceSchema).max(20).default([]),
	/** The kinds are wanted at once ("a coffee while the kids play"), not as a choice. */
	together: z.boolean().default(false),
	/** Plan the days: the trip's days the family says will be rainy (YYYY-MM-DD). */
	rainyDates: z.array(z.iso.date()).max(60).default([]),
	/** The months (1–12) the family asks about ("open in April?", "in the summer"); empty: their trip's dates. */
	months: z.array(z.number().int().min(1).max(12)).max(12).default([]),
	/** "More like that": the card's place id. */
	moreLike: z.string().max(300).nullable().default(null),
	/** Earlier suggestions may come back ("show me those again"). */
	again: z.boolean().default(false),
	/** They ask what to stay away from ("anything to avoid?"): the places that break their needs, named to skip. */
	skipList: z.boolean().default(false),
	/** About and compare: the form of the answer and the fact asked for. */
	question: z
		.object({
			form: z.enum(ASK_QUESTION_FORMS),
			topic: z.enum(ASK_TOPICS).nullable().default(null),
			/** More facts asked in the same question ("is it free and how long would we need?"). */
			also: z.array(z.enum(ASK_TOPICS)).max(8).default([]),
			/**
			 * The question's own content words, normalised and singular, without the places' names and
			 * stop words ("is the zoo hilly, how do we avoid the climb?" → hilly, avoid, climb): what an
			 * answer looks for in the place's notes when no topic names it.
			 */
			words: z.array(shortText).max(12).default([]),
			/** What the place is asked to be good for or to allow ("good for bikes?" → bikes, "can we see seals?" → see seals). */
			thing: shortText.nullable().default(null),
		})
		.nullable()
		.default(null),
	/** Create / add to a path: the path's name words, when named. */
	path: z
		.object({ name: shortText.nullable().default(null) })
		.nullable()
		.default(null),
	/** A reply to the guide's offer. */
	reply: z.enum(ASK_REPLIES).nullable().default(null),
	/** Outside what the guide knows: what it was. */
	outside: z.enum(ASK_OUTSIDE).nullable().default(null),
});

export type Ask = z.infer<typeof askSchema>;
export type AskInput = z.input<typeof askSchema>;

/** An ask with every slot neutral, for this intent. */
export const emptyAsk = (intent: AskIntent = "find"): Ask => askSchema.parse({ intent });

/** The neutral ask: emptyAsk's values without a schema parse (the reader builds one per message). */
export function neutralAsk(intent: AskIntent): Ask {
	return {
		intent,
		kinds: [],
		avoidKinds: [],
		words: [],
		avoidWords: [],
		setting: null,
		weather: null,
		price: null,
		who: { ages: [], group: "everyone" },
		needs: [],
		where: { near: null, withinMinutes: null, mode: null, close: false },
		meal: null,
		food: [],
		timeOfDay: null,
		day: null,
		visitLength: null,
		trailKm: null,
		places: [],
		exclude: [],
		together: false,
		rainyDates: [],
		months: [],
		moreLike: null,
		again: false,
		skipList: false,
		question: null,
		path: null,
		reply: null,
		outside: null,
	};
}

/** A partial ask filled in with the neutral values (tests, ideal asks, a model's tool call). */
export const askOf = (input: AskInput): Ask => askSchema.parse(input);

/**
 * The JSON schema of an ask, as a model's tool call fills it (OpenAI and Workers AI function
 * parameters): generated from the zod schema, so the model and the offline reader fill the same ask.
 */
export function askJsonSchema(): Record<string, unknown> {
	const schema = z.toJSONSchema(askSchema, { io: "input", unrepresentable: "any" }) as Record<string, unknown>;
	delete schema.$schema;
	return schema;
}
