import type { IntentRow } from "../../types";
import { asksForPlaces, isTripCity, OTHER_CITY } from "./words";

/** What lies outside what the guide knows. */
export const OUTSIDE_ROWS: readonly IntentRow[] = [
	// Outside what the guide knows.
	{
		id: "outside-weather",
		intent: "outside",
		priority: 75,
		pattern:
			/\b(?:weather forecast|the forecast|forecast for|what(?:s| is| will)? (?:be )?the weather|how(?:s| is| will)? the weather|weather (?:be )?like|will it (?:rain|snow|be (?:sunny|hot|cold|warm|nice|dry|wet))|is it (?:going to|gonna) (?:rain|snow|be (?:sunny|hot|cold|warm|nice))|chance of rain|temperature (?:tomorrow|today|this week|on))\b/,
		when: (r) => !asksForPlaces(r) || /^(?:what|whats|how|hows|will|is)\b/.test(r.text),
		set: (ask) => {
			ask.outside = "weather-forecast";
		},
		examples: [
			"what will the weather be like",
			"whats the forecast for saturday?",
			"will it rain tomorrow?",
			{
				say: "what will the weather be like, we want a park",
				expect: { outside: "weather-forecast", kinds: ["park"] },
			},
		],
		counterexamples: ["its going to rain tomorrow, what can we do?", "rainy day ideas"],
	},
	{
		id: "outside-wifi",
		intent: "outside",
		priority: 75,
		pattern: /\b(?:wi ?fi|wireless internet|internet|hotspot|sim card|esim|phone signal|mobile data)\b/,
		set: (ask) => {
			ask.outside = "wifi";
		},
		examples: ["is there wifi at the science museum?", "wheres the best wi-fi"],
		counterexamples: ["is there a cafe at the science museum?"],
	},
	{
		id: "outside-live-prices",
		intent: "outside",
		priority: 75,
		pattern:
			/\b(?:(?:current|live|latest|real time|todays|tonights)\b.{0,30}\b(?:prices?|costs?|fares?|tickets?|availability|queue times?|wait times?)|(?:prices?|costs?|tickets?|availability|queues?|wait|fares?)\b.{0,30}\b(?:right now|at the moment|currently|live|as of today)|(?:are there|any) tickets? (?:left|available))\b/,
		set: (ask) => {
			ask.outside = "live-prices";
		},
		examples: ["what are ticket prices right now at the zoo?", "are there tickets left for the london eye tonight"],
		counterexamples: ["is the zoo expensive?", "how much is the london eye"],
	},
	{
		id: "outside-bookings",
		intent: "outside",
		priority: 75,
		pattern:
			/\b(?:(?:can|could|would) you (?:please )?(?:book|reserve|buy|order|get us|pay)|book (?:it |them )?(?:for (?:us|me))|book us|make (?:a|the) (?:booking|reservation) for us|buy (?:the )?tickets for us|order (?:us )?(?:a )?(?:taxi|uber|cab))\b/,
		set: (ask) => {
			ask.outside = "bookings";
		},
		examples: ["can you book the tower of london for saturday?", "book us a table for 4"],
		counterexamples: ["do we need to book the tower?"],
	},
	{
		id: "outside-other-city",
		intent: "outside",
		priority: 74,
		pattern: OTHER_CITY,
		when: (r) => {
			const match = r.text.match(OTHER_CITY);
			const city = match?.[1] ?? "";
			// "near washington square park" in New York: the city's name is a place of the trip's.
			const at = (match?.index ?? 0) + (match?.[0].length ?? 0) - city.length;
			const inName = [...r.places, ...(r.near?.near.id ? [r.near.near] : [])].some(
				(place) => place.id !== null && r.text.indexOf((place.name ?? "").toLowerCase()) === at,
			);
			return city !== "" && !isTripCity(city, r.trip.location) && !inName;
		},
		set: (ask) => {
			ask.outside = "other-city";
		},
		examples: [
			{ say: "what about things to do in paris?", trip: { location: "London, UK" } },
			{ say: "we are going to rome next, any tips", trip: { location: "London" } },
			{ say: "free museums in paris?", trip: { location: "Washington, D.C., USA" }, expect: { outside: "other-city" } },
		],
		counterexamples: [
			{ say: "museums in london", trip: { location: "London, UK" } },
			// The trip's own city, by any name it goes by, is where they are.
			{ say: "free museums in dc?", trip: { location: "Washington, D.C., USA" } },
			{ say: "any free museums in washington?", trip: { location: "Washington, DC" } },
			{ say: "best pizza in nyc", trip: { location: "New York, NY, USA" } },
			{
				say: "playgrounds near washington square park",
				trip: {
					location: "New York, NY, USA",
					places: [{ id: "cat-wsp", name: "Washington Square Park" }],
				},
			},
		],
	},
	{
		id: "outside-other",
		intent: "outside",
		priority: 75,
		pattern:
			/\b(?:flight (?:status|times?|delay\w*|from|to|length)|how long (?:is|does) the flight|(?:flying|fly) (?:from|to|over)|jet ?lag|time difference|is (?:my|our) flight|exchange rate|currency|visa|passport|train times|bus times|timetable|strike|covid|oyster card|travel ?card|metro ?card|cash machine|atm|sim card|(?:will|is) the (?:tube|subway|metro|underground|buses|bus|trains?) be|(?:events?|festivals?|concerts?|whats on|what is on)(?: on| happening)? (?:this|next|tonight|today|tomorrow))\b/,
		set: (ask) => {
			ask.outside = "other";
		},
		examples: [
			"is our flight delayed?",
			"whats the exchange rate",
			"how do i get an oyster card",
			"will the tube be busy tomorrow morning",
			"any events on this weekend?",
			"how long is the flight from chicago?",
			"tips for jet lag with a 4 year old",
		],
		counterexamples: ["something to do before our flight"],
	},
];
