import type { IntentRow } from "../../types";
import { FILL, offerReply, WEEKDAY } from "./words";

/** Replies to the guide's offer, the days, and the path commands. */
export const REPLIES_AND_DAYS_ROWS: readonly IntentRow[] = [
	// A reply to the guide's open offer ("shall I split it?"): only while an offer is open.
	{
		id: "reply-yes",
		intent: "reply",
		priority: 100,
		when: (r) => r.conversation.offer !== null && offerReply(r.text) === "yes",
		set: (ask) => {
			ask.reply = "yes";
		},
		examples: [
			{ say: "yes please", conversation: { offer: { split: ["a", "b"] } }, expect: { reply: "yes" } },
			{ say: "ok split it", conversation: { offer: { split: ["a", "b"] } }, expect: { reply: "yes" } },
		],
		counterexamples: [
			"yes please",
			{ say: "yes, what about museums near the river?", conversation: { offer: { split: ["a"] } } },
		],
	},
	{
		id: "reply-no",
		intent: "reply",
		priority: 100,
		when: (r) => r.conversation.offer !== null && offerReply(r.text) === "no",
		set: (ask) => {
			ask.reply = "no";
		},
		examples: [{ say: "no thanks", conversation: { offer: { split: ["a", "b"] } }, expect: { reply: "no" } }],
		counterexamples: [
			"no thanks",
			{ say: "no museums please, something outdoors with the kids", conversation: { offer: { split: ["a"] } } },
		],
	},
	// A plan for each day of the trip (before the path commands: "plan a route for each day" is a plan).
	{
		id: "plan-days",
		intent: "plan-days",
		priority: 90,
		pattern:
			/\b(?:itinerary|it[ie]n[a-z]*r[a-z]*y|itinerar\w+|day by day|a plan for (?:the |our |each |every |all )?(?:whole |entire )?(?:week|trip|days|holiday|stay|visit)|(?:each|every|evry|per) (?:single )?day|each of (?:the|our) days|day plans?|(?:plan|pln|paln|schedule|organi[sz]e|sort out|map out|fill|spend|arrange)\s+(?:out\s+)?(?:\w+\s+){0,2}(?:our|my|the|all|every|each|whole|hole|entire|these|those|\d+|two|three|four|five|six|seven|eight|nine|ten|r|remaining|other|next|few|\s)*(?:days|dayz)|(?:plan|schedule|organi[sz]e|map out)\s+(?:out\s+)?(?:our|my|the|this|whole|entire|\s)+(?:trip|week|holiday|vacation|stay|visit|time here))\b/,
		when: (r) =>
			!/\b(?:rainy|wet|lazy|sunny|hot|cold|quiet) days?\b(?! by)/.test(r.text) ||
			/\b(?:plan|itinerary|schedule|each|every)\b/.test(r.text),
		examples: [
			"cud you make us a plan for the whole week",
			"itinery for 4 days with a toddler please",
			"can you plan a route for each day of our trip",
			"Can you plan our whole 5 days?",
			"make an itinerary for each day",
			"what should we do each day",
			"plan the trip pls",
			{
				say: "pln our days, wednesday looks rainy",
				trip: { dates: { start: "2027-04-12", end: "2027-04-16" }, today: "2027-03-01" },
				expect: { rainyDates: ["2027-04-14"] },
			},
			{
				say: "plan our days, day 3 will be rainy",
				trip: { dates: { start: "2027-04-12", end: "2027-04-16" }, today: "2027-03-01" },
				expect: { rainyDates: ["2027-04-14"] },
			},
			"how should we spend our 4 days with a toddler",
		],
		counterexamples: [
			"indoor ideas for rainy days",
			"what can we do on a rainy day",
			"museums",
			"create a path with my saved places",
		],
	},
	// One day: "can we do X, Y and Z in one day?", "plan saturday".
	{
		id: "one-day",
		intent: "one-day",
		priority: 85,
		pattern: new RegExp(
			String.raw`\b(?:(?:in|into) (?:one|a single|1|a) day|(?:in|on) the same day|all in a day|(?:plan|planning|pln|schedule|organi[sz]e|sort out|map out)\s+(?:out\s+)?(?:our |the |my |for )?(?:${WEEKDAY}|today|tomorrow|day \d{1,2}|(?:the )?(?:arrival|first|last|final) day|a day (?:at|in|around|out)|the day|our day)|(?:a )?plan for (?:${WEEKDAY}|today|tomorrow|day \d{1,2}|(?:the )?(?:arrival|first|last) day))\b`,
		),
		examples: [
			{
				say: "can we fit the aquarium and the eye into one day",
				expect: { places: [{ name: "aquarium" }, { name: "eye" }] },
			},
			{
				say: "planning day 2, maybe the south bank?",
				expect: { day: { number: 2 }, places: [{ name: "south bank" }] },
			},
			{
				say: "can we do the tower of london, the science museum and hyde park in one day?",
				expect: {
					places: [{ name: "tower of london" }, { name: "science museum" }, { name: "hyde park", id: "saved-hyde" }],
				},
			},
			{
				say: "we def want the natural history museum, the science museum and the V&A on the same day",
				trip: {
					saved: [
						{ id: "nhm", name: "Natural History Museum" },
						{ id: "sci", name: "Science Museum" },
						{ id: "va", name: "Victoria and Albert Museum" },
					],
				},
				expect: {
					places: [
						{ id: "nhm", name: "natural history museum" },
						{ id: "sci", name: "science museum" },
						{ id: "va", name: "V&A" },
					],
				},
			},
			{
				say: "NHM and the V&A in one day?",
				trip: {
					saved: [
						{ id: "nhm", name: "Natural History Museum" },
						{ id: "va", name: "Victoria and Albert Museum" },
					],
				},
				expect: { places: [{ id: "nhm" }, { id: "va" }] },
			},
			{ say: "plan saturday", expect: { day: { label: "saturday" } } },
			{ say: "plan tomorrow for us, something chill", expect: { day: { label: "tomorrow" }, needs: ["quiet"] } },
			"a plan for day 3",
		],
		counterexamples: ["plan our days", "museums on saturday", "what can we do on a rainy day"],
	},
	// The chat's path commands (the behaviour of the old chat-command reader).
	{
		id: "add-to-path",
		intent: "add-to-path",
		priority: 82,
		pattern: new RegExp(
			String.raw`\b(?:add|put|include)\s+(?:(?:it|them|that|this|these|those)\s+)?(?:.+?\s+)?(?:to|in|into|on|onto)\s+${FILL}{0,2}(?:(?:[\p{L}\p{N}]+\s+){0,6}?)(?:path|route)\b`,
			"u",
		),
		set: (ask, r) => {
			const between = r.text.match(
				new RegExp(
					String.raw`\b(?:add|put|include)\s+.+?\s+(?:to|in|into|on|onto)\s+${FILL}{0,2}((?:(?!(?:to|in|into|on|onto)\s)[\p{L}\p{N}]+\s+){1,6}?)(?:path|route)\b`,
					"u",
				),
			);
			const name = between?.[1]?.replace(/^(?:(?:the|a|an|my|our)\s+)+/, "").trim();
			ask.path = { name: name && name !== "new" ? name : null };
		},
		examples: [
			{
				say: "add hyde park to my museum tour route",
				expect: { places: [{ id: "saved-hyde" }], path: { name: "museum tour" }, kinds: [] },
			},
			{ say: "add it to my path", expect: { path: { name: null } } },
			{ say: "add the science museum to my museum tour path", expect: { path: { name: "museum tour" } } },
			"put hyde park on the route",
		],
		counterexamples: ["create a path with the zoo", "a route for the kids"],
	},
	{
		id: "create-path",
		intent: "create-path",
		priority: 80,
		pattern: new RegExp(
			String.raw`\b(?:(?:best|good|right|sensible) order (?:to|for) (?:do |visit |see )?(?:the |our |my |all )?(?:saved )?places|(?:create|make|build|start)\s+${FILL}{0,3}(?:path|route)|organi[sz]e\s+${FILL}{0,3}places|plan\s+${FILL}{0,3}route|connect\s+${FILL}{0,3}places)\b`,
		),
		set: (ask) => {
			ask.path = { name: null };
		},
		examples: [
			"whats a good order to do the places we saved",
			"create a path with my saved places",
			"make a walking route",
			"plan a route through the museums",
			"organise our places",
		],
		counterexamples: ["add it to my path", "what is the route to the zoo"],
	},
];
