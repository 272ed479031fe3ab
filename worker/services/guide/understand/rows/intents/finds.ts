import type { IntentRow } from "../../types";
import { FIND_WORDS, namesNoKind } from "./words";

/** Finds: places asked for. */
export const FINDS_ROWS: readonly IntentRow[] = [
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
	{
		id: "find-kind",
		intent: "find",
		priority: 30,
		when: (r) => !namesNoKind(r) || r.scan.avoidKinds.length > 0,
		examples: [
			{
				say: "wher can we eat nr the tower",
				expect: { kinds: ["food"], where: { near: { kind: "place", name: "tower" } } },
			},
			{ say: "something thrilling for a teenager", expect: { kinds: ["themePark"], who: { group: "teens" } } },
			{ say: "broadway show for teens?", expect: { kinds: ["movies"], who: { group: "teens" } } },
			{
				say: "fish tacos or something casual for dinner, kids 7 & 9",
				expect: { kinds: ["food"], food: ["fish taco"], meal: "dinner" },
			},
			{
				say: "easy hikes for my kids near here",
				expect: { kinds: ["hiking"], visitLength: "short", where: { near: { kind: "here" } } },
			},
			{
				say: "musuem for a rainy morning with a 3yo and 7yo",
				expect: { kinds: ["museum"], weather: "rain", timeOfDay: "morning", who: { ages: [3, 7] } },
			},
			{
				say: "playgrouds near hyde park with toilets and a cafe",
				expect: {
					kinds: ["playground", "cafe"],
					needs: ["toilets"],
					where: { near: { kind: "place", id: "saved-hyde" } },
				},
			},
			{
				say: "cheap eats for a family of 5, nothing posh, under £10 each",
				expect: { kinds: ["food"], price: { cheap: true, max: 10 } },
			},
			{
				say: "a trail under 3 miles with a waterfall, the little one walks slow",
				expect: { kinds: ["hiking"], words: ["waterfall"], trailKm: 4.8, who: { group: "youngest" } },
			},
			{
				say: "day 3 - indoors near the hotel, museums maybe",
				expect: { day: { number: 3 }, setting: "indoor", where: { near: { kind: "stay" } } },
			},
			{
				say: "the tower of london and the london eye sound great, and padella for lunch",
				trip: {
					saved: [
						{ id: "tower", name: "Tower of London" },
						{ id: "eye", name: "London Eye" },
						{ id: "padella", name: "Padella" },
					],
				},
				expect: {
					meal: "lunch",
					places: [
						{ id: "tower", name: "tower of london" },
						{ id: "eye", name: "london eye" },
						{ id: "padella", name: "padella" },
					],
				},
			},
			// A part of a town is where to look: the town's when it follows, the destination's own place
			// when its families call it so ("the mall" in Washington); "at the mall" is still shopping.
			{
				say: "ice cream by the waterfront in Greenwich, kids 3 and 6",
				expect: { kinds: ["iceCream"], where: { near: { kind: "area", name: "greenwich" } } },
			},
			{
				say: "picnic lunch on the mall, kids 4 and 7",
				trip: { location: "Washington, D.C., USA" },
				expect: { where: { near: { kind: "place", name: "national mall" } } },
			},
			{ say: "cheap eats at the mall", expect: { kinds: ["food", "shopping"], where: { near: null } } },
			// A kind said in the plural looks for places of that kind there, not the one place whose name
			// has it ("museums in manhattan" is no Children's Museum of Manhattan).
			{
				say: "museums in manhattan",
				trip: {
					location: "New York, NY, USA",
					places: [{ id: "cat-cmom", name: "Children's Museum of Manhattan" }],
				},
				expect: { kinds: ["museum"], places: [], where: { near: { kind: "area", name: "manhattan" } } },
			},
			{
				say: "which monuments near the river can grandpa see in his wheelchair?",
				expect: { intent: "find", kinds: ["history"], needs: ["step-free"] },
			},
			// A place to sit and eat is a meal, not a rest.
			{ say: "somewhere to sit down and eat near the tower", expect: { kinds: ["food"], needs: [] } },
			// What the child's legs manage is a short outing; what "we" can walk to is how far.
			{
				say: "a lake our 3 yr old can walk to",
				expect: { visitLength: "short", where: { close: false, mode: null } },
			},
			{ say: "any beaches we can walk to", expect: { kinds: ["beach"], where: { close: true, mode: "walk" } } },
			// What a child is into, or a season's sight: words worth finding in a place, not a place's name.
			{ say: "my 9 year old is obsessed with harry potter", expect: { words: ["harry potter"], places: [] } },
			{ say: "where to see the blossom in spring", expect: { words: ["blossom"], places: [] } },
			{ say: "somewhere to go ice skating with a 6 year old", expect: { words: ["ice skating"], places: [] } },
			{ say: "a good sunset spot", expect: { kinds: ["views"], words: ["sunset"] } },
			// A view of a place named: the viewpoints around it, not the place itself.
			{
				say: "hyde park - anywhere we can look down on it from up high?",
				expect: {
					kinds: ["views"],
					where: { near: { kind: "place", id: "saved-hyde" } },
					places: [],
					exclude: [{ id: "saved-hyde" }],
				},
			},
			{
				say: "where could the kids get a good view of the natural history museum",
				expect: { kinds: ["views"], where: { near: { kind: "place", id: "saved-nhm" } }, places: [] },
			},
			// A view of something no place is named for: what to see.
			{ say: "a spot to see the thames barrier from above", expect: { kinds: ["views"], words: ["thames barrier"] } },
			// A water park is somewhere to swim, never a dry theme park; a month said is when to look.
			{ say: "which waterparks are open in march for a 9 year old", expect: { kinds: ["swimming"], months: [3] } },
			{ say: "subway cars for a 4 yo", expect: { words: ["subway car"] } },
			// Words the vocabulary knows as a kind of place or food are that kind, not a place's name.
			{ say: "ice cream", expect: { kinds: ["iceCream"], places: [], question: null } },
			{ say: "any good pizza round here", expect: { food: ["pizza"], where: { near: { kind: "here" } } } },
			{
				say: "quiet park for the baby to nap in the pram after lunch",
				expect: { needs: ["nap", "stroller", "quiet"], timeOfDay: "afternoon", meal: null, who: { group: "youngest" } },
			},
			{ say: "we have a dog, dog friendly park please", expect: { kinds: ["park"], needs: ["dogs"] } },
			{
				say: "our 15 year old wants a proper hike with a view, not another boardwalk",
				expect: { kinds: ["hiking"], avoidWords: ["boardwalk"], avoidKinds: [] },
			},
			{
				say: "kids (5 & 8) are totally museum'd out. outdoors and free pls",
				expect: { avoidKinds: ["museum"], setting: "outdoor", price: { free: true } },
			},
			{
				say: "No more palaces or castles please!! The kids (6, 10) are palaced out.",
				expect: { avoidKinds: ["history"] },
			},
			{ say: "its pouring and the kids are climbing the walls", expect: { setting: "indoor", weather: "rain" } },
			{
				say: "beach today, the sea is freezing but they love the sand",
				expect: { kinds: ["beach"], weather: null, setting: null },
			},
			{
				say: "my 13 and 15 year old want real rollercoasters, not baby rides",
				expect: { avoidKinds: [], who: { group: "teens" } },
			},
			// A break from X, had enough of X, done all the X, something different from X: X avoided.
			{ say: "we could do with a break from museums", expect: { intent: "find", avoidKinds: ["museum"], kinds: [] } },
			{ say: "the kids have had enough of parks", expect: { avoidKinds: ["park"], kinds: [] } },
			{ say: "honestly sick to death of playgrounds", expect: { avoidKinds: ["playground"], kinds: [] } },
			{ say: "we already did all the palaces", expect: { avoidKinds: ["history"], kinds: [] } },
			{
				say: "not a whole museum day please, the little one gets bored",
				expect: { avoidKinds: ["museum"], kinds: [] },
			},
			{ say: "dont want a full day of hiking", expect: { avoidKinds: ["hiking"], kinds: [] } },
			{ say: "it isnt a museum kind of day", expect: { avoidKinds: ["museum"], kinds: [], avoidWords: [] } },
			{ say: "today isn't a beach day, too windy", expect: { avoidKinds: ["beach"], kinds: [], weather: "wind" } },
			{ say: "enough with the castles, the kids want animals", expect: { avoidKinds: ["history"], kinds: ["zoo"] } },
			{ say: "taking a break from hikes today, little legs", expect: { avoidKinds: ["hiking"], kinds: [] } },
			// In Orlando "the parks" are the theme parks (domain/place/vocabulary-place-words.ts).
			{
				say: "we need a day off from the parks, something chill",
				trip: { location: "Orlando, FL" },
				expect: { avoidKinds: ["themePark"], kinds: [] },
			},
			{
				say: "we're all museumed out, a park with a cafe maybe",
				expect: { avoidKinds: ["museum"], kinds: ["park", "cafe"] },
			},
			{ say: "no more zoos please, weve seen loads", expect: { avoidKinds: ["zoo"], kinds: [] } },
			// How they travel (the subway, a cab, driving, on foot) is the way there, never a kind or a word to find.
			{
				say: "we'll just uber everywhere, whats good for dinner",
				expect: { intent: "find", where: { mode: "drive" }, kinds: ["food"], words: [] },
			},
			{
				say: "we're driving, any good beaches within an hour",
				expect: { kinds: ["beach"], where: { mode: "drive", withinMinutes: 60 } },
			},
			{ say: "on foot only, playgrounds near the hotel", expect: { kinds: ["playground"], where: { mode: "walk" } } },
			{
				say: "happy to use the underground, museums for teens",
				expect: { kinds: ["museum"], where: { mode: "transit" }, words: [] },
			},
			{ say: "we'll be walking everywhere, parks near us", expect: { kinds: ["park"], where: { mode: "walk" } } },
			{
				say: "can we get there by subway? a museum for a rainy day",
				expect: { kinds: ["museum"], where: { mode: "transit" }, words: [] },
			},
			{
				say: "we'll cycle, a park with a playground",
				expect: { where: { mode: "bike" }, kinds: ["park", "playground"] },
			},
			{ say: "my son loves trains, where can he see some", expect: { words: ["train"] } },
			// Water to splash, paddle or swim in: the swimming kinds.
			{ say: "water the kids can splash in, its boiling", expect: { kinds: ["swimming"], weather: "heat" } },
			{ say: "where can the kids get wet, its so hot", expect: { kinds: ["swimming"], weather: "heat" } },
			{ say: "can we swim in a spring near here", expect: { kinds: ["swimming"] } },
			{ say: "a lake we can swim in with the kids", expect: { kinds: ["swimming"] } },
			{ say: "a fountain the kids can run through", expect: { kinds: ["swimming"] } },
			{ say: "splash pads for a 2 year old", expect: { kinds: ["swimming"] } },
			{ say: "paddling pool near the hotel", expect: { kinds: ["swimming"] } },
			{ say: "spray park nearby?", expect: { kinds: ["swimming"] } },
			{ say: "hot day, the kids want to get soaked", expect: { kinds: ["swimming"] } },
			{ say: "wild swimming for the family", expect: { kinds: ["swimming"] } },
			{ say: "a beach to paddle at", expect: { kinds: ["beach", "swimming"] } },
			{ say: "wading pool for a toddler", expect: { kinds: ["swimming"] } },
			{ say: "a river where they can dip their toes", expect: { kinds: ["swimming"] } },
			{
				say: "free outdoor pools, kids 5 and 9",
				expect: { kinds: ["swimming"], price: { free: true }, setting: "outdoor" },
			},
			// A buggy or steps said loosely: the stroller and step-free needs.
			{ say: "museums that are ok with a stroller", expect: { kinds: ["museum"], needs: ["stroller"] } },
			{ say: "walks that are doable with a buggy", expect: { kinds: ["hiking"], needs: ["stroller"] } },
			{ say: "stroller-friendly parks near us", expect: { kinds: ["park"], needs: ["stroller"] } },
			{ say: "pram friendly cafes near the natural history museum", expect: { kinds: ["cafe"], needs: ["stroller"] } },
			{ say: "step free museums for a wheelchair", expect: { kinds: ["museum"], needs: ["step-free"] } },
			{
				say: "we have a double buggy and a wheelchair, cafes with space?",
				expect: { needs: ["stroller", "step-free"], kinds: ["cafe"] },
			},
			{
				say: "buggy ok playgrounds with toilets and baby changing",
				expect: { needs: ["stroller", "toilets", "baby-changing"], kinds: ["playground"] },
			},
			// "X or Y" of two kinds is a find of both, not a comparison.
			{
				say: "geysers or hot springs that are stroller friendly",
				expect: { intent: "find", words: ["geyser", "hot spring"], needs: ["stroller"] },
			},
			{ say: "a museum or an aquarium for a rainy day", expect: { intent: "find", kinds: ["museum", "aquarium"] } },
			{ say: "museum or aquarium for a rainy day?", expect: { intent: "find", kinds: ["museum", "aquarium"] } },
			{ say: "a zoo or a farm for a 3 year old", expect: { intent: "find", kinds: ["zoo"] } },
			{ say: "playground or park near the hotel?", expect: { intent: "find", kinds: ["playground", "park"] } },
			{ say: "a park or a beach with a cafe", expect: { intent: "find", kinds: ["park", "beach"] } },
			{ say: "castles or palaces the kids will like", expect: { intent: "find", kinds: ["history"] } },
			{
				say: "zoo or aquarium thats ok with a buggy?",
				expect: { intent: "find", kinds: ["zoo", "aquarium"], needs: ["stroller"] },
			},
			{ say: "museums or galleries good for a 4 year old?", expect: { intent: "find", kinds: ["museum"] } },
			{
				say: "hot springs or waterfalls we can reach with a pushchair",
				expect: { intent: "find", words: ["hot spring", "waterfall"], needs: ["stroller"] },
			},
			{ say: "beaches or lakes where the kids can swim?", expect: { intent: "find", kinds: ["beach"] } },
			{ say: "a farm or petting zoo thats good for toddlers", expect: { intent: "find", kinds: ["zoo"] } },
			{ say: "cinema or bowling for a wet afternoon with teens", expect: { intent: "find", kinds: ["movies"] } },
			{ say: "we've had it with playgrounds tbh", expect: { avoidKinds: ["playground"], kinds: [] } },
			{
				say: "this isnt really a hiking kind of trip, the baby is 6 months",
				expect: { avoidKinds: ["hiking"], kinds: [], avoidWords: [] },
			},
			{
				say: "had enough of beaches, its too windy anyway, indoors?",
				expect: { avoidKinds: ["beach"], setting: "indoor" },
			},
			{ say: "the boys are fed up with churches and palaces", expect: { avoidKinds: ["history"] } },
			{ say: "we've seen enough aquariums to last a lifetime", expect: { avoidKinds: ["aquarium"], kinds: [] } },
			{
				say: "we'll catch the bus into town, what's good for lunch",
				expect: { where: { mode: "transit" }, kinds: ["food"], words: [] },
			},
			{
				say: "no car, we'll rely on the metro. kid friendly museums?",
				expect: { where: { mode: "transit" }, kinds: ["museum"], words: [] },
			},
			{
				say: "taking an uber from the hotel, a good playground?",
				expect: { where: { mode: "drive" }, kinds: ["playground"], words: [] },
			},
			{
				say: "we've rented a car so happy to drive an hour, beaches?",
				expect: { where: { mode: "drive" }, kinds: ["beach"], words: [] },
			},
			{
				say: "were on foot with a buggy, cafes nearby",
				expect: { where: { mode: "walk" }, kinds: ["cafe"], needs: ["stroller"] },
			},
			{ say: "a transit museum for my train mad 5 year old", expect: { kinds: ["museum"] } },
			{
				say: "we'll ride the underground to south kensington - museums?",
				expect: { where: { mode: "transit" }, kinds: ["museum"], words: [] },
			},
			{ say: "splashpads or fountains near central park", expect: { kinds: ["swimming"] } },
			{ say: "a natural spring or lake to swim in", expect: { kinds: ["swimming"] } },
			{ say: "spray ground for a 3 yo", expect: { kinds: ["swimming"] } },
			{ say: "a paddling pool in a park with toilets", expect: { kinds: ["swimming"], needs: ["toilets"] } },
			{ say: "water play for little ones, we have a stroller", expect: { kinds: ["swimming"], needs: ["stroller"] } },
			{ say: "a lido or outdoor pool for the afternoon", expect: { kinds: ["swimming"], timeOfDay: "afternoon" } },
			{ say: "fountains the kids can play in", expect: { kinds: ["swimming"] } },
			{
				say: "museums ok for a pushchair and baby changing",
				expect: { kinds: ["museum"], needs: ["stroller", "baby-changing"] },
			},
			{ say: "parks that work with a double stroller", expect: { kinds: ["park"], needs: ["stroller"] } },
			{ say: "grandad cant manage stairs, step free cafes?", expect: { needs: ["step-free"], kinds: ["cafe"] } },
			{
				say: "nan has a bad hip so no stairs please, a garden maybe",
				expect: { needs: ["step-free"], kinds: ["park"] },
			},
			{ say: "stroller friendly hikes under 2 miles", expect: { needs: ["stroller"], kinds: ["hiking"] } },
			{ say: "buggy friendly museum with a cafe please", expect: { needs: ["stroller"], kinds: ["museum", "cafe"] } },
			{
				say: "Geysers or hot springs that are good with a stroller?",
				expect: { intent: "find", words: ["geyser", "hot spring"], needs: ["stroller"] },
			},
			{ say: "aquarium or museum, whatever is indoors", expect: { intent: "find", kinds: ["aquarium", "museum"] } },
			{ say: "zoos or farms within 30 mins", expect: { intent: "find", kinds: ["zoo"] } },
			{ say: "a playground or a splash pad near us", expect: { intent: "find", kinds: ["playground", "swimming"] } },
			{
				say: "castle or museum for a wet day with a 6 and 9 year old?",
				expect: { intent: "find", kinds: ["history", "museum"] },
			},
			{ say: "cinema or bowling alley tonight for teens", expect: { intent: "find", kinds: ["movies"] } },
			{ say: "a cafe or bakery for breakfast", expect: { intent: "find", kinds: ["cafe"] } },
			{ say: "beach or pool for the afternoon?", expect: { intent: "find", kinds: ["beach", "swimming"] } },
			{ say: "please no museums today, we need a rest from them", expect: { avoidKinds: ["museum"], kinds: [] } },
			{ say: "we're museum-ed out", expect: { avoidKinds: ["museum"], kinds: [] } },
			{ say: "the kids have been to enough playgrounds this week", expect: { avoidKinds: ["playground"], kinds: [] } },
			{ say: "lets give the castles a miss today", expect: { avoidKinds: ["history"], kinds: [] } },
			{ say: "skip the museums this time, kids 6 and 8", expect: { avoidKinds: ["museum"], kinds: [] } },
			{ say: "we're a bit burnt out on theme parks", expect: { avoidKinds: ["themePark"], kinds: [] } },
			{ say: "we want a change of scene from all these museums", expect: { avoidKinds: ["museum"], kinds: [] } },
			{ say: "last thing they want is another museum", expect: { avoidKinds: ["museum"], kinds: [] } },
			{ say: "enough parks for one week!", expect: { avoidKinds: ["park"], kinds: [] } },
			{
				say: "we'll Uber there, a show for the teens",
				expect: { where: { mode: "drive" }, kinds: ["movies"], words: [] },
			},
			{
				say: "taxi there and back, pizza for dinner",
				expect: { where: { mode: "drive" }, food: ["pizza"], words: ["pizza"] },
			},
			{ say: "we can walk there from the hotel, ice cream?", expect: { where: { mode: "walk" }, kinds: ["iceCream"] } },
			{ say: "where can we hire bikes for the afternoon", expect: { kinds: ["park"] } },
			{ say: "Tube to the museums, then lunch", expect: { where: { mode: "transit" }, words: [] } },
			{
				say: "travelling by metro with a pram, step free stations only, any parks",
				expect: { where: { mode: "transit" }, kinds: ["park"], needs: ["stroller"] },
			},
			{ say: "a splash area for a 2 year old", expect: { kinds: ["swimming"] } },
			{ say: "kids want to run through sprinklers", expect: { kinds: ["swimming"] } },
			{ say: "any fountains the kids can jump in", expect: { kinds: ["swimming"] } },
			{ say: "a shallow creek to play in", expect: { kinds: ["swimming"] } },
			{ say: "swimming hole near here", expect: { kinds: ["swimming"] } },
			{ say: "an indoor pool for a rainy day", expect: { kinds: ["swimming"], setting: "indoor" } },
			{ say: "accessible for a mobility scooter please, a garden", expect: { needs: ["step-free"], kinds: ["park"] } },
			{ say: "any flat walks for a buggy", expect: { needs: ["stroller"], kinds: ["hiking"] } },
			{ say: "pushchair-friendly walks by the river", expect: { needs: ["stroller"] } },
			{ say: "Zoo or aquarium for a 3 year old in the rain?", expect: { intent: "find", kinds: ["zoo", "aquarium"] } },
			{ say: "trampoline park or soft play for a rainy morning", expect: { intent: "find", kinds: ["playground"] } },
			{
				say: "hiking or biking trails that are stroller friendly",
				expect: { intent: "find", kinds: ["hiking"], needs: ["stroller"] },
			},
			{
				say: "aquariums or science centres with baby changing",
				expect: { intent: "find", kinds: ["aquarium", "science"], needs: ["baby-changing"] },
			},
			{ say: "museums with an elevator, grandma is in a chair", expect: { kinds: ["museum"], needs: ["step-free"] } },
			{ say: "level access cafes near the hotel", expect: { kinds: ["cafe"], needs: ["step-free"] } },
			{ say: "a skate park with ramps for his scooter", expect: { needs: [] } },
			// Slips of a parent typing fast.
			{ say: "we need a brake from museums", expect: { avoidKinds: ["museum"], kinds: [] } },
			{ say: "had enuf of playgrounds", expect: { avoidKinds: ["playground"], kinds: [] } },
			{ say: "we've done all the musuems", expect: { avoidKinds: ["museum"], kinds: [] } },
			{ say: "stroler friendly parks", expect: { kinds: ["park"], needs: ["stroller"] } },
			{ say: "spalsh pad for the baby", expect: { kinds: ["swimming"], who: { group: "youngest" } } },
			{ say: "Were taking the Tube, any musuems for kids", expect: { kinds: ["museum"], where: { mode: "transit" } } },
			{ say: "my teen isn't a museum person", expect: { avoidKinds: ["museum"], kinds: [], avoidWords: [] } },
			{ say: "he's not really a hiking guy, something in town", expect: { avoidKinds: ["hiking"], avoidWords: [] } },
			{ say: "we're not beach people", expect: { avoidKinds: ["beach"], kinds: [] } },
			{ say: "theyre way past playgrounds now", expect: { avoidKinds: ["playground"], kinds: [] } },
			{ say: "honestly we're zoo'd out", expect: { avoidKinds: ["zoo"], kinds: [] } },
			{ say: "no more gardens pls, the 4yo hates them", expect: { avoidKinds: ["park"], kinds: [] } },
			{ say: "we've ticked off all the big museums, what's left", expect: { avoidKinds: ["museum"], kinds: [] } },
			{ say: "sick and tired of playgrounds", expect: { avoidKinds: ["playground"], kinds: [] } },
			{
				say: "by bus from the hotel, a playground with a cafe",
				expect: { where: { mode: "transit" }, kinds: ["playground", "cafe"] },
			},
			{ say: "we'll drive over, a beach with parking", expect: { where: { mode: "drive" }, kinds: ["beach"] } },
			{
				say: "we can get the overground, museums for a 5 year old",
				expect: { where: { mode: "transit" }, kinds: ["museum"], words: [] },
			},
			{ say: "a lake beach where they can swim", expect: { kinds: ["swimming"] } },
			{ say: "water fun for a hot afternoon", expect: { kinds: ["swimming"] } },
			{ say: "a spring-fed pool or swimming hole", expect: { kinds: ["swimming"] } },
			{ say: "are the museums stroller friendly?", expect: { needs: ["stroller"] } },
			{
				say: "parks or playgrounds that are buggy friendly",
				expect: { intent: "find", kinds: ["park", "playground"], needs: ["stroller"] },
			},
			{
				say: "waterfalls or lakes that are ok for little legs",
				expect: { intent: "find", words: ["waterfall", "lake"] },
			},
			{ say: "a bakery or cafe that does good hot chocolate", expect: { intent: "find", kinds: ["cafe"] } },
			// "Nothing but" is only: the kind is wanted.
			{ say: "nothing else but museums will do", expect: { kinds: ["museum"], avoidKinds: [] } },
		],
		counterexamples: ["hi", "is it free?", "what will the weather be like"],
	},
];
