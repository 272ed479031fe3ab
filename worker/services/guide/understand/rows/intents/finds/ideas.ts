import type { IntentRow } from "../../../types";
import { FIND_WORDS } from "../words";

/**
 * The finds a message asks for in words of its own, by pattern: places like one shown or named
 * ("more like the third one"), what's good around somewhere ("what's fun near our hotel"), and
 * ideas asked for ("free things?", "what can we do tomorrow afternoon"), each with its examples.
 */
export const IDEAS_ROWS: readonly IntentRow[] = [
	// "More like the third one", "something like the science museum": places like one shown or named.
	{
		id: "find-more-like",
		intent: "find",
		priority: 55,
		pattern: /\b(?:more like|something like|somewhere like|anything like|similar to|others? like|more of)\b/,
		set: (ask, r) => {
			const card = r.places.find((place) => place.id !== null) ?? r.conversation.shown[0] ?? null;
			ask.moreLike = card?.id ?? null;
			ask.places = [];
		},
		examples: [
			{
				say: "more like the third one",
				conversation: {
					shown: [
						{ id: "c1", name: "Science Museum" },
						{ id: "c2", name: "Coram's Fields" },
						{ id: "c3", name: "Sea Life" },
					],
				},
				expect: { moreLike: "c3" },
			},
			{ say: "something like the natural history museum but smaller", expect: { moreLike: "saved-nhm" } },
		],
		counterexamples: ["is the zoo like a safari?", "museums"],
	},
	// "What's good for the kids near Times Square", "what's there to do around here": places to go,
	// not a judgement of the place they are near (a place asked about is still asked about: "what's
	// good to do at the science museum?").
	{
		id: "find-whats-good",
		intent: "find",
		priority: 63,
		pattern:
			/\bwhat(?:s| is| are)? (?:(?:good|fun|nice|best|worth doing)(?! (?:there|about|in it|inside)\b)|there to (?:do|see)|(?:a|the|some) (?:good|fun|nice|great) (?:things?|places?|ideas?|spots?) to (?:do|go|see|visit))\b/,
		when: (r) => r.places.every((place) => place.name.toLowerCase() === r.near?.near.name?.toLowerCase()),
		examples: [
			{
				say: "whats good for kids near times square",
				expect: { intent: "find", question: null, where: { near: { kind: "place" } } },
			},
			{ say: "what's good around here for a 7 year old", expect: { intent: "find", question: null } },
			{ say: "whats fun to do round here with teens", expect: { intent: "find", question: null } },
			{ say: "what is there to do near the hotel with a toddler", expect: { intent: "find", question: null } },
			{ say: "whats good for a 3 year old around here", expect: { intent: "find", question: null } },
			{ say: "what's fun near our hotel", expect: { intent: "find", question: null } },
			{ say: "whats there to do around here", expect: { intent: "find", question: null } },
			{ say: "what's good to do in the rain", expect: { intent: "find", question: null, weather: "rain" } },
			{
				say: "we'll take the subway, what's good for kids near times square",
				expect: { intent: "find", where: { mode: "transit", near: { kind: "place" } }, words: [], kinds: [] },
			},
			{
				say: "what's a good thing to do this afternoon with a 4 year old?",
				expect: { intent: "find", question: null, timeOfDay: "afternoon" },
			},
			{ say: "what's worth doing this evening", expect: { intent: "find", timeOfDay: "evening", question: null } },
		],
		counterexamples: [
			"whats good to do at the natural history museum?",
			"what's good at the science museum for a 4 year old",
			"whats there to do at hyde park",
			"what is there to see at the tower of london",
		],
	},
	// Finding places: ideas asked for, or a kind of place named. A message no row claims is a find too.
	{
		id: "find-ideas",
		intent: "find",
		priority: 40,
		pattern: FIND_WORDS,
		examples: [
			{ say: "somewher with animals the kids can touch", expect: { kinds: ["zoo"], words: ["farm"] } },
			{ say: "free things?", expect: { price: { free: true } } },
			{ say: "anything for wizard fans?", expect: { words: ["wizard"] } },
			{ say: "somthing fun in the evening for the teens", expect: { timeOfDay: "evening", who: { group: "teens" } } },
			{
				say: "anything the two of them could do on their own while I rest",
				expect: { who: { group: "kids-alone" }, needs: [], kinds: [] },
			},
			{
				say: "we are all knackered after the flight, something easy for arrival day afternoon",
				expect: { visitLength: "short", timeOfDay: "afternoon", day: { label: "arrival day", date: "2027-04-12" } },
			},
			{
				say: "rainy day, free, and somewhere my 2yo can nap",
				expect: { weather: "rain", setting: "indoor", price: { free: true }, needs: ["nap"], who: { ages: [2] } },
			},
			{
				say: "what can we do tomorow afternoon thats not too far, kids are 4 and 9",
				expect: { day: { label: "tomorrow" }, timeOfDay: "afternoon", where: { close: true }, who: { ages: [4, 9] } },
			},
			{ say: "ideas that dont need booking, we're last minute", expect: { needs: ["no-booking"] } },
			// A month or a season said: when to look, so the places open then.
			{ say: "is anything open in january for little kids", expect: { months: [1] } },
			{
				say: "within 15 minutes by tube, something for a 10 year old who loves trains",
				expect: { where: { withinMinutes: 15, mode: "transit" }, who: { ages: [10] } },
			},
			{
				say: "not another museum pls. something outside for a 6 and 9 yo",
				expect: { avoidKinds: ["museum"], setting: "outdoor" },
			},
			{
				say: "14 yo is bored of disney. anything else around?",
				expect: { avoidWords: ["disney"], who: { group: "teens" } },
			},
			{
				say: "we have a 6 month old - anything that isn't rides?",
				expect: { avoidKinds: ["themePark"], kinds: [], who: { ages: [0] } },
			},
			{
				say: "somewhere with animals for the little one (2) that isn't the zoo?",
				expect: { avoidKinds: ["zoo"], words: ["animal"], who: { ages: [2], group: "youngest" } },
			},
			{ say: "it isn't raining anymore, outdoor ideas?", expect: { weather: null, setting: "outdoor" } },
			{
				say: "free stuff in the smokies, no theme parks, kids 6 & 10",
				expect: { avoidKinds: ["themePark"], who: { ages: [6, 10] } },
			},
			// A break from X, had enough of X, done all the X, something different from X: X avoided.
			{
				say: "a break from the playgrounds today, somewhere outdoors for a 6yo",
				expect: { avoidKinds: ["playground"], setting: "outdoor", who: { ages: [6] } },
			},
			{ say: "had enough of castles, anything with animals?", expect: { avoidKinds: ["history"], kinds: ["zoo"] } },
			{
				say: "my two are sick of museums, free stuff outside?",
				expect: { avoidKinds: ["museum"], setting: "outdoor", price: { free: true } },
			},
			{ say: "we've done all the museums, what else is there", expect: { avoidKinds: ["museum"], kinds: [] } },
			{ say: "something different from museums please", expect: { avoidKinds: ["museum"], kinds: [] } },
			{
				say: "something diffrent from the usual playgrounds for a 3 year old",
				expect: { avoidKinds: ["playground"], kinds: [] },
			},
			{
				say: "anything different to a museum for tomorrow?",
				expect: { avoidKinds: ["museum"], kinds: [], day: { label: "tomorrow" } },
			},
			{
				say: "too many museums this week - something with animals",
				expect: { avoidKinds: ["museum"], kinds: ["zoo"] },
			},
			{
				say: "fed up of galleries. somewhere cheap and outdoors?",
				expect: { avoidKinds: ["museum"], setting: "outdoor", price: { cheap: true } },
			},
			{
				say: "we're so over aquariums, something active for a 9 year old",
				expect: { avoidKinds: ["aquarium"], needs: ["active"] },
			},
			{
				say: "need a change from theme parks, somewhere quiet",
				expect: { avoidKinds: ["themePark"], needs: ["quiet"] },
			},
			// How they travel (the subway, a cab, driving, on foot) is the way there, never a kind or a word to find.
			{
				say: "we can take the tube anywhere, ideas for a 6 year old?",
				expect: { intent: "find", where: { mode: "transit" }, words: [], kinds: [] },
			},
			{
				say: "happy to hop on the metro, something fun for the kids",
				expect: { intent: "find", where: { mode: "transit" }, words: [] },
			},
			{
				say: "getting a cab, somewhere for lunch near the tower",
				expect: { where: { mode: "drive" }, kinds: ["food"], words: [] },
			},
			{ say: "we have the car, a day out somewhere", expect: { where: { mode: "drive" }, words: [] } },
			{ say: "taking the tram, anything for a toddler", expect: { where: { mode: "transit" }, words: [] } },
			{
				say: "we're using buses and trains, cheap things for the kids",
				expect: { where: { mode: "transit" }, words: [], price: { cheap: true } },
			},
			{
				say: "jumping on the subway from brooklyn, something for a 12 and 15 year old",
				expect: { where: { mode: "transit" }, words: [], kinds: [] },
			},
			// Water to splash, paddle or swim in: the swimming kinds.
			{ say: "somewhere to splash about", expect: { kinds: ["swimming"] } },
			{ say: "somewhere to swim in one of the springs", expect: { kinds: ["swimming"], words: ["springs"] } },
			// "in" before words that name no town ("to paddle in for a 2yo") is no area.
			{ say: "somewhere to paddle in for a 2yo", expect: { kinds: ["swimming"], where: { near: null } } },
			{ say: "somewhere the little one can paddle", expect: { kinds: ["swimming"] } },
			{ say: "somewhere to cool off in the water with a 4yo", expect: { kinds: ["swimming"] } },
			{ say: "somewhere with water to play in", expect: { kinds: ["swimming"] } },
			{ say: "somewhere to splash and paddle with a cafe nearby for us", expect: { kinds: ["swimming", "cafe"] } },
			{ say: "its sweltering, anywhere with fountains to play in?", expect: { kinds: ["swimming"] } },
			// A buggy or steps said loosely: the stroller and step-free needs.
			{ say: "things to do that work with a pushchair", expect: { needs: ["stroller"] } },
			{ say: "places we can take the pushchair", expect: { needs: ["stroller"] } },
			// Plain asks with no kind are finds.
			{ say: "cheap things to do", expect: { intent: "find", price: { cheap: true } } },
			{ say: "what can we do tonight", expect: { intent: "find", timeOfDay: "evening" } },
			{ say: "something for the afternoon", expect: { intent: "find", timeOfDay: "afternoon" } },
			{ say: "what can we do this evening with a 10 year old", expect: { intent: "find", timeOfDay: "evening" } },
			{ say: "anything on tonite for a 14yo", expect: { intent: "find", question: null, timeOfDay: "evening" } },
			{ say: "what should we do after lunch", expect: { intent: "find", question: null, timeOfDay: "afternoon" } },
			{
				say: "Kids need a break from all the museums!! Something outside?",
				expect: { avoidKinds: ["museum"], kinds: [], setting: "outdoor" },
			},
			{ say: "im so sick of zoos lol, anything else for a 5yo", expect: { avoidKinds: ["zoo"], kinds: [] } },
			{ say: "think we've done every castle in scotland, what else", expect: { avoidKinds: ["history"], kinds: [] } },
			{
				say: "something a bit different to the usual museums and galleries",
				expect: { avoidKinds: ["museum"], kinds: [] },
			},
			{
				say: "not a full museum day, maybe a couple of hours somewhere",
				expect: { avoidKinds: ["museum"], kinds: [] },
			},
			{
				say: "we did the aquarium yesterday so something different please",
				expect: { avoidKinds: ["aquarium"], kinds: [] },
			},
			{
				say: "break from theme parks, somewhere calm with a cafe",
				expect: { avoidKinds: ["themePark"], kinds: ["cafe"] },
			},
			{
				say: "not another playground!! somewhere with animals",
				expect: { avoidKinds: ["playground"], kinds: ["zoo"] },
			},
			{ say: "we're tired of hikes, free stuff in town?", expect: { avoidKinds: ["hiking"], price: { free: true } } },
			{
				say: "anything but museums today - the kids are 4 and 7",
				expect: { avoidKinds: ["museum"], who: { ages: [4, 7] } },
			},
			{
				say: "kids are bored with parks, need something indoors and cheap",
				expect: { avoidKinds: ["park"], setting: "indoor", price: { cheap: true } },
			},
			{
				say: "We're taking the Subway everywhere - any fun stuff for a 9yo?",
				expect: { where: { mode: "transit" }, words: [], kinds: [] },
			},
			{
				say: "we'll hop on the tube after lunch, any ideas for the afternoon",
				expect: { where: { mode: "transit" }, words: [], timeOfDay: "afternoon" },
			},
			{
				say: "getting the train to greenwich, what can we do there",
				expect: { where: { mode: "transit" }, words: [], kinds: [] },
			},
			{
				say: "by tram or bus, whatever's easiest, somewhere with a playground",
				expect: { where: { mode: "transit" }, kinds: ["playground"], words: [] },
			},
			{ say: "the kids love riding the subway! where should we go", expect: { where: { mode: "transit" } } },
			{
				say: "we'll be using public transit, ideas for a rainy day",
				expect: { where: { mode: "transit" }, words: [], weather: "rain" },
			},
			{ say: "Somewhere the kids can splash around in water??", expect: { kinds: ["swimming"] } },
			{ say: "its 30 degrees, somewhere to cool down in the water", expect: { kinds: ["swimming"] } },
			{ say: "the toddler wants to paddle, anywhere free?", expect: { kinds: ["swimming"], price: { free: true } } },
			{ say: "can they get wet somewhere near here, they have swimsuits", expect: { kinds: ["swimming"] } },
			{ say: "somewhere they can go for a dip, it's a scorcher", expect: { kinds: ["swimming"] } },
			{ say: "anywhere thats good with a pram and has toilets?", expect: { needs: ["stroller", "toilets"] } },
			{ say: "we have a wheelchair user with us, accessible things to do", expect: { needs: ["step-free"] } },
			{ say: "somewhere with lifts not stairs for my mum", expect: { needs: ["step-free"] } },
			{
				say: "We've got the dog with us - where can we go?",
				expect: { intent: "find", needs: ["dogs"], question: null },
			},
			{ say: "cheap stuff to do with kids", expect: { intent: "find", price: { cheap: true } } },
			{ say: "what can we do this afternoon", expect: { intent: "find", timeOfDay: "afternoon", question: null } },
			{ say: "something to do tomorrow morning?", expect: { intent: "find", timeOfDay: "morning", question: null } },
			{ say: "any ideas for this evening? kids 9 and 12", expect: { intent: "find", timeOfDay: "evening" } },
			{ say: "where can we take the pooch", expect: { intent: "find", needs: ["dogs"] } },
			{
				say: "got a free afternoon, what should we do",
				expect: { intent: "find", question: null, timeOfDay: "afternoon" },
			},
			{
				say: "we're done with beaches for this trip, somewhere with shade",
				expect: { avoidKinds: ["beach"], needs: ["shade"] },
			},
			{ say: "anything other than a playground for my 2 year old?", expect: { avoidKinds: ["playground"], kinds: [] } },
			{ say: "something else than the zoo, they have seen it", expect: { avoidKinds: ["zoo"] } },
			{
				say: "we're relying on buses, something within 20 mins",
				expect: { where: { mode: "transit", withinMinutes: 20 }, words: [], kinds: [] },
			},
			{ say: "we'll hop in a taxi, somewhere fun for a 10 year old", expect: { where: { mode: "drive" }, words: [] } },
			{ say: "somewhere to have a paddle", expect: { kinds: ["swimming"] } },
			{ say: "places without lots of steps for grandma", expect: { needs: ["step-free"] } },
			{ say: "somewhere with ramps for a wheelchair and a cafe", expect: { needs: ["step-free"], kinds: ["cafe"] } },
			{ say: "a museum or something indoors", expect: { intent: "find", kinds: ["museum"] } },
			{ say: "bored kids, ideas?", expect: { intent: "find", question: null } },
			{ say: "anything within walking distance?", expect: { intent: "find", question: null, where: { close: true } } },
			{ say: "what can we do thats free?", expect: { intent: "find", question: null, price: { free: true } } },
			{ say: "something low key for the evening", expect: { intent: "find", question: null, timeOfDay: "evening" } },
			{ say: "we're bringing grandma and the dog, ideas", expect: { intent: "find", needs: ["dogs"] } },
			{
				say: "they've outgrown playgrounds, something for a 10 and 12 year old",
				expect: { avoidKinds: ["playground"], kinds: [], who: { ages: [10, 12] } },
			},
			{
				say: "we could use a day off from sightseeing, somewhere to run around",
				expect: { avoidKinds: ["attraction"], needs: ["active"] },
			},
			{ say: "not really a theme park family, something gentle", expect: { avoidKinds: ["themePark"], kinds: [] } },
			{ say: "a change from all the walking, somewhere to sit", expect: { avoidKinds: ["hiking"] } },
			{
				say: "we're getting taxis everywhere, something for tonight",
				expect: { where: { mode: "drive" }, timeOfDay: "evening", words: [] },
			},
			{ say: "happy to take a train for an hour, day trip ideas?", expect: { where: { mode: "transit" }, words: [] } },
			{ say: "somewhere the baby can splash in a paddling pool", expect: { kinds: ["swimming"] } },
			{ say: "can the kids paddle anywhere near the river", expect: { kinds: ["swimming"] } },
			{ say: "anything good that's doable with a pushchair", expect: { needs: ["stroller"] } },
			{ say: "got a couple of hours this afternoon, ideas", expect: { intent: "find", timeOfDay: "afternoon" } },
			{
				say: "somewhere fun within an hour by car",
				expect: { intent: "find", where: { withinMinutes: 60, mode: "drive" } },
			},
		],
		counterexamples: ["is the science museum free?", "tower of london", "thanks so much!"],
	},
];
