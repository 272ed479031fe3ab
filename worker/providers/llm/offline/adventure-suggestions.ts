import {
	ADVENTURE_TAGS,
	type AdventureTag,
	DESCRIPTION_MAX,
	dayCount,
	dayNumber,
	isIsoDate,
	isValidKidAge,
	type SuggestionContext,
	TITLE_MAX,
} from "../../../../domain/adventure/adventure";
import { foldText, stableHash } from "../../../../domain/text";

/**
 * Title and description suggestions for an adventure. This file holds the pure parts shared by
 * both LLM providers: the facts read from the form (place, season, length, kids, tags), the offline composer that writes a
 * specific text from them without any network, and the clean-up applied to a model's answer.
 */

/** Suggestions allowed per user per minute (both routes together). */
export const SUGGESTIONS_PER_MINUTE = 30;

/** What the composer needs; the API's parsed body fits, and so does a hand-written test input. */
export type SuggestionInput = Pick<SuggestionContext, "location"> &
	Partial<Omit<SuggestionContext, "location" | "tags">> & { tags?: readonly string[] };

export type Season = "winter" | "spring" | "summer" | "autumn";

/** What the form tells us about the trip, normalised once for the composer and the LLM prompt. */
export interface TripFacts {
	/** The place as written, first part of the location: "Yellowstone National Park". */
	placeName: string;
	/** For titles: "Yellowstone" (suffixes like "National Park" dropped). */
	shortName: string;
	/** The last part of a multi-part location ("USA", "France"), if any. */
	country: string | null;
	hemisphere: "north" | "south";
	/** Near the equator seasons mean little: the month is used instead. */
	tropical: boolean;
	/** Trip length in days; null without two valid, ordered dates. */
	days: number | null;
	/** Season in the place's hemisphere at the middle of the trip; null without a start date. */
	season: Season | null;
	/** "Winter", "Summer", "Fall" (North America) or "Autumn". */
	seasonWord: string | null;
	/** "late December", "late June into early July", "June to August". */
	when: string | null;
	/** A holiday inside the dates: "Christmas", "New Year's", "the holidays", "Halloween". */
	occasion: string | null;
	/** Starts on a Friday or Saturday and lasts 2–3 days. */
	weekend: boolean;
	kidAges: number[];
	travelers: number | null;
	/** Known tags only, most specific activity first. */
	tags: AdventureTag[];
	landmark: Landmark | null;
	title: string | null;
}

interface Landmark {
	keys: string[];
	/** Only when the location names one of these countries (or names no country at all). */
	countries?: string[];
	/** Title nouns: "Geysers", "Bison". */
	highlights: string[];
	/** Description phrase: "Old Faithful's eruptions and bison in the valleys". */
	sights: string;
	south?: boolean;
	tropical?: boolean;
}

/** A few famous family destinations; everything else degrades to tags, season and kids. */
const LANDMARKS: Landmark[] = [
	{
		keys: ["yellowstone"],
		highlights: ["Geysers", "Bison", "Hot Springs"],
		sights: "Old Faithful's eruptions, steaming hot springs and bison in the valleys",
	},
	{
		keys: ["grand canyon"],
		highlights: ["Canyon Views", "Rim Walks"],
		sights: "sunrise over the canyon rim and lookouts that make everyone go quiet",
	},
	{
		keys: ["yosemite"],
		highlights: ["Waterfalls", "Granite Giants"],
		sights: "Yosemite Falls, El Capitan and picnic spots along the Merced River",
	},
	{ keys: ["zion"], highlights: ["Red Rocks", "River Walks"], sights: "the Riverside Walk and red-rock canyon walls" },
	{
		keys: ["great smoky", "smoky mountains"],
		highlights: ["Misty Ridges", "Waterfalls"],
		sights: "misty ridgelines, easy waterfall walks and old mountain cabins",
	},
	{
		keys: ["glacier national park"],
		highlights: ["Glaciers", "Alpine Lakes"],
		sights: "Going-to-the-Sun Road and glassy alpine lakes",
	},
	{
		keys: ["rocky mountain national park", "estes park"],
		highlights: ["Elk", "Alpine Lakes"],
		sights: "elk in the meadows and alpine lakes above the tree line",
	},
	{
		keys: ["arches"],
		highlights: ["Stone Arches", "Desert Trails"],
		sights: "Delicate Arch and desert sandstone fins",
	},
	{
		keys: ["bryce canyon"],
		highlights: ["Hoodoos", "Starry Skies"],
		sights: "the orange hoodoos of the amphitheater and dark starry skies",
	},
	{
		keys: ["acadia", "bar harbor"],
		highlights: ["Tide Pools", "Rocky Coast"],
		sights: "tide pools and the rocky coast",
	},
	{
		keys: ["olympic national park"],
		highlights: ["Rainforests", "Tide Pools"],
		sights: "mossy rainforest trails and tide pools on wild beaches",
	},
	{ keys: ["everglades"], highlights: ["Alligators", "Airboats"], sights: "alligators, herons and boardwalk trails" },
	{
		keys: ["grand teton", "jackson hole"],
		highlights: ["Mountain Peaks", "Moose"],
		sights: "moose sightings and jagged Teton peaks",
	},
	{
		keys: ["joshua tree"],
		highlights: ["Desert Boulders", "Starry Skies"],
		sights: "boulder scrambles and desert stargazing",
	},
	{
		keys: ["sequoia", "redwood"],
		highlights: ["Giant Trees", "Forest Trails"],
		sights: "walking among the world's biggest trees",
	},
	{
		keys: ["denali"],
		highlights: ["Big Peaks", "Wildlife"],
		sights: "wildlife spotting beneath North America's highest peak",
	},
	{
		keys: ["banff", "jasper", "lake louise"],
		highlights: ["Turquoise Lakes", "Mountain Peaks"],
		sights: "turquoise lakes and gondola rides into the Rockies",
	},
	{
		keys: ["new york", "nyc", "manhattan", "brooklyn"],
		highlights: ["Skyscrapers", "Central Park"],
		sights: "skyline views, Central Park and a ferry past the Statue of Liberty",
	},
	{
		keys: ["washington dc", "washington, dc", "washington d.c."],
		highlights: ["Monuments", "Museums"],
		sights: "the National Mall's monuments and free Smithsonian museums",
	},
	{
		keys: ["orlando", "kissimmee", "walt disney world"],
		highlights: ["Theme Parks", "Pool Days"],
		sights: "theme-park days balanced with lazy afternoons at the pool",
	},
	{
		keys: ["anaheim", "disneyland"],
		highlights: ["Theme Parks", "Castles"],
		sights: "Sleeping Beauty Castle, parades and favourite rides",
	},
	{
		keys: ["san francisco"],
		highlights: ["Cable Cars", "Golden Gate Views"],
		sights: "cable-car rides, the Golden Gate Bridge and sea lions at Pier 39",
	},
	{
		keys: ["san diego"],
		highlights: ["Beaches", "Zoo Days"],
		sights: "the San Diego Zoo, tide pools and beach afternoons",
	},
	{
		keys: ["chicago"],
		highlights: ["Skyscrapers", "Lakefront"],
		sights: "Navy Pier, the Bean and the lakefront trail",
	},
	{
		keys: ["hawaii", "honolulu", "oahu", "maui", "kauai", "big island", "kona"],
		highlights: ["Volcanoes", "Beaches", "Sea Turtles"],
		sights: "sea turtles, volcanic landscapes and warm beaches",
		tropical: true,
	},
	{
		keys: ["paris"],
		countries: ["france"],
		highlights: ["Eiffel Tower Views", "Croissants", "Carousels"],
		sights: "the Eiffel Tower, carousel rides and croissants in the Luxembourg Gardens",
	},
	{
		keys: ["london"],
		countries: ["uk", "united kingdom", "england", "great britain"],
		highlights: ["Double-Deckers", "Museums"],
		sights: "double-decker bus rides, the Natural History Museum's dinosaurs and the Changing of the Guard",
	},
	{
		keys: ["rome", "roma"],
		countries: ["italy", "italia"],
		highlights: ["Gelato", "Gladiators"],
		sights: "the Colosseum, coins in the Trevi Fountain and gelato stops",
	},
	{
		keys: ["florence", "firenze"],
		countries: ["italy", "italia"],
		highlights: ["Renaissance Art", "Gelato"],
		sights: "Renaissance art, the Duomo's views and gelato by the Arno",
	},
	{
		keys: ["venice", "venezia"],
		countries: ["italy", "italia"],
		highlights: ["Gondolas", "Canals"],
		sights: "gondolas, vaporetto rides and hidden campo squares",
	},
	{
		keys: ["barcelona"],
		highlights: ["Gaudí Wonders", "Beaches"],
		sights: "Gaudí's Sagrada Família, Park Güell and afternoons on the beach",
	},
	{ keys: ["amsterdam"], highlights: ["Canals", "Bike Rides"], sights: "canal boats, bike rides and pancake houses" },
	{
		keys: ["lisbon", "lisboa"],
		highlights: ["Trams", "Pastéis de Nata"],
		sights: "yellow trams, castle views and pastéis de nata",
	},
	{
		keys: ["edinburgh"],
		highlights: ["Castles", "Ghost Stories"],
		sights: "Edinburgh Castle, Arthur's Seat and ghost-story walks",
	},
	{ keys: ["berlin"], highlights: ["History", "Museums"], sights: "the Berlin Wall, Museum Island and big city parks" },
	{
		keys: ["zermatt", "interlaken", "swiss alps", "grindelwald"],
		highlights: ["Alpine Trains", "Mountain Peaks"],
		sights: "mountain railways, alpine meadows and cheese fondue",
	},
	{
		keys: ["reykjavik", "iceland"],
		highlights: ["Waterfalls", "Hot Springs"],
		sights: "thundering waterfalls, geothermal pools and black-sand beaches",
	},
	{
		keys: ["tokyo"],
		highlights: ["Bullet Trains", "Temples"],
		sights: "shrines, bullet trains and bustling food halls",
	},
	{
		keys: ["kyoto"],
		highlights: ["Temples", "Bamboo Groves"],
		sights: "temples, bamboo groves and the Fushimi Inari gates",
	},
	{
		keys: ["sydney"],
		highlights: ["Harbour Views", "Beaches"],
		sights: "harbour ferries, the Opera House and Bondi's rock pools",
		south: true,
	},
	{
		keys: ["melbourne"],
		highlights: ["Laneways", "Penguins"],
		sights: "laneway cafés, trams and the penguin parade on Phillip Island",
		south: true,
	},
	{
		keys: ["cape town"],
		highlights: ["Penguins", "Table Mountain"],
		sights: "Boulders Beach penguins and the cable car up Table Mountain",
		south: true,
	},
	{
		keys: ["queenstown"],
		countries: ["new zealand", "nz", "aotearoa"],
		highlights: ["Lakes", "Gondolas"],
		sights: "gondola rides, lake cruises and mountain views",
		south: true,
	},
	{
		keys: ["costa rica"],
		highlights: ["Rainforests", "Sloths"],
		sights: "sloths in the canopy, hanging bridges and rainforest waterfalls",
		tropical: true,
	},
	{
		keys: ["cancun", "tulum", "riviera maya"],
		highlights: ["Cenotes", "Beaches"],
		sights: "swimming in cenotes, Mayan ruins and turquoise beaches",
		tropical: true,
	},
];

interface TagWords {
	/** Title noun for "7 Days of X": plural or mass noun, Title Case. */
	noun: string;
	/** Description activity, a short phrase without "and" so that lists of them read well. */
	activity: string;
	/** Description activity in winter, when it differs. */
	winter?: string;
	/** Lower comes first in titles: the activity, then the setting, then generic tags. */
	rank: number;
	/** A landmark highlight matching this says the same thing twice ("Beaches and Sand & Surf"). */
	overlap?: RegExp;
}

const TAG_WORDS: Record<AdventureTag, TagWords> = {
	Hiking: {
		noun: "Trails",
		activity: "kid-sized hikes",
		winter: "short snowy trail walks",
		rank: 1,
		overlap: /trail|walk|hike/i,
	},
	Beach: {
		noun: "Sand & Surf",
		activity: "sandcastle building",
		winter: "breezy beach walks",
		rank: 1,
		overlap: /beach|surf|sand/i,
	},
	Ski: { noun: "Ski Slopes", activity: "ski school on gentle slopes", rank: 1, overlap: /ski|snow/i },
	Snow: { noun: "Snowball Fights", activity: "sledding runs", rank: 1, overlap: /snow/i },
	Safari: { noun: "Safari Sightings", activity: "early-morning safari drives", rank: 1, overlap: /wildlife|safari/i },
	Cave: { noun: "Caves", activity: "cave tours with headlamps", rank: 1, overlap: /cave/i },
	"Water Park": { noun: "Water Slides", activity: "water-slide splashdowns", rank: 1, overlap: /slide|pool/i },
	Camping: { noun: "Campfires", activity: "s'mores under the stars", winter: "cozy cabin evenings", rank: 2 },
	Glamping: { noun: "Glamping Nights", activity: "nights in a comfy glamping tent", rank: 2 },
	Campervan: { noun: "Campervan Miles", activity: "campervan hops between campsites", rank: 2 },
	Paddle: { noun: "Paddling", activity: "a paddle on calm water", rank: 2 },
	Biking: { noun: "Bike Rides", activity: "family bike rides", rank: 2, overlap: /bike/i },
	Boating: { noun: "Boat Rides", activity: "boat rides", rank: 2, overlap: /boat|gondola|ferr|airboat/i },
	Sailing: { noun: "Sailing", activity: "a first lesson on a sailboat", rank: 2, overlap: /boat|sail/i },
	Fishing: { noun: "Fishing", activity: "a morning of fishing off the dock", winter: "ice fishing", rank: 2 },
	Farm: { noun: "Farm Animals", activity: "a farm visit to feed the animals", rank: 2 },
	Festival: { noun: "Festival Fun", activity: "festival parades", rank: 2 },
	Mountain: { noun: "Mountain Views", activity: "mountain viewpoints", rank: 3, overlap: /peak|mountain/i },
	Lakeside: {
		noun: "Lake Days",
		activity: "stone skipping at the lake",
		winter: "frosty lakeside walks",
		rank: 3,
		overlap: /lake/i,
	},
	Island: { noun: "Island Time", activity: "island hopping", rank: 3 },
	"Nature Park": { noun: "Wildlife", activity: "wildlife spotting on nature trails", rank: 3, overlap: /wildlife/i },
	Park: { noun: "Playgrounds", activity: "picnics in the park", rank: 3 },
	Vineyard: { noun: "Vineyards", activity: "vineyard picnics (grape juice for the kids)", rank: 3 },
	"City Exploration": { noun: "City Streets", activity: "strolls through the city's squares", rank: 3 },
	Road: { noun: "Open Roads", activity: "scenic stops along the road", rank: 3 },
	Backyard: { noun: "Backyard Fun", activity: "a backyard camp-out", rank: 3 },
	"National Park": { noun: "Ranger Walks", activity: "Junior Ranger badges to earn", rank: 4 },
	Culture: { noun: "Culture", activity: "a taste of local traditions", rank: 4, overlap: /museum|art|history/i },
	International: { noun: "Passport Stamps", activity: "new foods to try", rank: 4 },
	"Local Day": { noun: "Local Gems", activity: "hidden gems close to home", rank: 4 },
	Event: { noun: "Celebrations", activity: "the big event itself", rank: 4 },
};

const MONTHS = [
	"January",
	"February",
	"March",
	"April",
	"May",
	"June",
	"July",
	"August",
	"September",
	"October",
	"November",
	"December",
] as const;

const NUMBER_WORDS = [
	"zero",
	"one",
	"two",
	"three",
	"four",
	"five",
	"six",
	"seven",
	"eight",
	"nine",
	"ten",
	"eleven",
	"twelve",
	"thirteen",
	"fourteen",
	"fifteen",
	"sixteen",
	"seventeen",
	"eighteen",
	"nineteen",
	"twenty",
];

const SOUTHERN = [
	"australia",
	"new zealand",
	"aotearoa",
	"south africa",
	"argentina",
	"chile",
	"uruguay",
	"paraguay",
	"brazil",
	"brasil",
	"peru",
	"bolivia",
	"namibia",
	"botswana",
	"lesotho",
	"madagascar",
	"mauritius",
	"tasmania",
	"queensland",
	"new south wales",
	"patagonia",
];

const TROPICAL = [
	"hawaii",
	"costa rica",
	"caribbean",
	"bahamas",
	"jamaica",
	"puerto rico",
	"aruba",
	"barbados",
	"belize",
	"panama",
	"dominican republic",
	"bali",
	"indonesia",
	"thailand",
	"singapore",
	"malaysia",
	"philippines",
	"vietnam",
	"sri lanka",
	"maldives",
	"fiji",
	"cancun",
	"tulum",
];

const NORTH_AMERICA = ["usa", "us", "u.s.", "u.s.a.", "united states", "united states of america", "america", "canada"];
const US_STATE_CODES = new Set(
	"AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY AB BC MB NB NL NS NT NU ON PE QC SK YT".split(
		" ",
	),
);

// ---------------------------------------------------------------------------------------------
// Small helpers

function pick<T>(items: readonly T[], seed: string, salt: string): T {
	const item = items[stableHash(`${salt}|${seed}`) % items.length];
	if (item === undefined) throw new Error("pick from an empty list");
	return item;
}

const fold = (text: string) =>
	foldText(text)
		.replace(/[^a-z0-9.&' ]+/g, " ")
		.replace(/\s+/g, " ")
		.trim();

const hasWords = (haystack: string, needle: string) => ` ${haystack} `.includes(` ${fold(needle)} `);

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const numberWord = (n: number) => NUMBER_WORDS[n] ?? String(n);

/** "a, b and c". */
function listPhrase(items: readonly string[]): string {
	if (items.length <= 1) return items[0] ?? "";
	return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** Two title nouns: "Geysers & Trails", or "Geysers and Sand & Surf" when one already has an ampersand. */
function pairPhrase(items: readonly string[]): string {
	const [a, b] = items;
	if (!a) return "";
	if (!b) return a;
	return a.includes("&") || b.includes("&") ? `${a} and ${b}` : `${a} & ${b}`;
}

/** Cuts at a word boundary, never mid-word, and drops dangling punctuation. */
export function clampText(text: string, max: number): string {
	if (text.length <= max) return text;
	const head = text.slice(0, max + 1);
	const space = head.lastIndexOf(" ");
	const cut = space > max * 0.5 ? head.slice(0, space) : text.slice(0, max);
	return cut.replace(/[\s,;:&–—-]+$/u, "");
}

/** Keeps whole sentences when the text is too long, else falls back to a word boundary. */
function clampSentences(text: string, max: number): string {
	if (text.length <= max) return text;
	const head = text.slice(0, max);
	const end = Math.max(head.lastIndexOf(". "), head.lastIndexOf("! "), head.lastIndexOf("? "));
	if (end > max * 0.5) return head.slice(0, end + 1);
	return clampText(text, max);
}

// ---------------------------------------------------------------------------------------------
// Facts

function placeParts(location: string): string[] {
	return location
		.split(",")
		.map((part) => part.trim().replace(/\s+/g, " "))
		.filter(Boolean);
}

function tidyPlaceName(name: string): string {
	const clean = clampText(name, 60);
	// All-lowercase typing gets capitals; anything with capitals is kept as the user wrote it.
	if (clean !== clean.toLowerCase()) return clean;
	return clean.replace(/(^|[\s-])(\p{L})/gu, (_m, sep: string, letter: string) => sep + letter.toUpperCase());
}

const SHORT_NAME_SUFFIX =
	/\s+(National Park(?:\s+(?:and|&)\s+Preserve)?|National Monument|National Recreation Area|National Seashore|State Park)$/i;

function findLandmark(parts: string[]): Landmark | null {
	const place = fold(parts[0] ?? "");
	const all = fold(parts.join(" "));
	const country = parts.length > 1 ? fold(parts[parts.length - 1] ?? "") : null;
	for (const landmark of LANDMARKS) {
		const matches = landmark.keys.some((key) => hasWords(place, key) || (key.includes(" ") && hasWords(all, key)));
		if (!matches) continue;
		if (landmark.countries && country && !landmark.countries.some((c) => hasWords(country, c))) continue;
		return landmark;
	}
	// A region named later in the location ("Lahaina, Maui, HI") still counts for the tropical ones.
	return LANDMARKS.find((l) => l.tropical && l.keys.some((key) => hasWords(all, key))) ?? null;
}

/** Meteorological seasons: December–February is winter in the north and summer in the south. */
const NORTHERN_SEASONS: readonly Season[] = [
	"winter",
	"winter",
	"spring",
	"spring",
	"spring",
	"summer",
	"summer",
	"summer",
	"autumn",
	"autumn",
	"autumn",
	"winter",
];
const OPPOSITE: Record<Season, Season> = { winter: "summer", summer: "winter", spring: "autumn", autumn: "spring" };

export function seasonOf(month: number, hemisphere: "north" | "south"): Season {
	const northern = NORTHERN_SEASONS[month - 1] ?? "winter";
	return hemisphere === "north" ? northern : OPPOSITE[northern];
}

function monthPart(iso: string): { month: number; day: number } {
	const [, m, d] = iso.split("-").map(Number) as [number, number, number];
	return { month: m, day: d };
}

function partOfMonth(day: number): string {
	if (day <= 10) return "early";
	if (day <= 20) return "mid-";
	return "late";
}

function whenPhrase(start: string, end: string | null): string {
	const a = monthPart(start);
	const aMonth = MONTHS[a.month - 1] ?? "";
	const aPart = partOfMonth(a.day);
	const label = (part: string, month: string) => (part.endsWith("-") ? `${part}${month}` : `${part} ${month}`);
	if (!end || dayNumber(end) < dayNumber(start)) return label(aPart, aMonth);
	const b = monthPart(end);
	const bMonth = MONTHS[b.month - 1] ?? "";
	if (dayNumber(end) - dayNumber(start) > 45) return `${aMonth} to ${bMonth}`;
	if (a.month === b.month) {
		const span = dayNumber(end) - dayNumber(start);
		return span <= 10 ? label(partOfMonth(a.day + Math.floor(span / 2)), aMonth) : aMonth;
	}
	return `${label(aPart, aMonth)} into ${label(partOfMonth(b.day), bMonth)}`;
}

function occasionOf(start: string, end: string): string | null {
	const first = dayNumber(start);
	const last = Math.min(dayNumber(end), first + 60);
	let christmas = false;
	let newYear = false;
	let halloween = false;
	for (let n = first; n <= last; n++) {
		const iso = new Date(n * 86_400_000).toISOString().slice(5, 10);
		if (iso === "12-25") christmas = true;
		if (iso === "12-31" || iso === "01-01") newYear = true;
		if (iso === "10-31") halloween = true;
	}
	if (christmas && newYear) return "the holidays";
	if (christmas) return "Christmas";
	if (newYear) return "New Year's";
	if (halloween) return "Halloween";
	return null;
}

const validDate = (value: string | null | undefined): string | null => (value && isIsoDate(value) ? value : null);

/** Reads the form once: place, hemisphere, season, dates, kids and tags. */
export function tripFacts(input: SuggestionInput): TripFacts {
	const parts = placeParts(input.location);
	const placeName = tidyPlaceName(parts[0] ?? input.location.trim());
	const shortName = placeName.replace(SHORT_NAME_SUFFIX, "").trim() || placeName;
	const country = parts.length > 1 ? (parts[parts.length - 1] ?? null) : null;
	const all = fold(parts.join(" "));
	const landmark = findLandmark(parts);
	const codes = parts.slice(1).map((part) => part.toUpperCase());
	const hemisphere = landmark?.south || SOUTHERN.some((name) => hasWords(all, name)) ? "south" : "north";
	const tropical =
		Boolean(landmark?.tropical) ||
		TROPICAL.some((name) => hasWords(all, name)) ||
		codes.includes("HI") ||
		codes.includes("PR");
	const northAmerican =
		parts.slice(1).some((part) => NORTH_AMERICA.includes(fold(part))) || codes.some((code) => US_STATE_CODES.has(code));

	const start = validDate(input.startDate);
	const end = validDate(input.endDate);
	const ordered = start && end && dayNumber(end) >= dayNumber(start) ? { start, end } : null;
	const days = ordered ? dayCount(ordered.start, ordered.end) : null;
	const middle = ordered
		? new Date(Math.floor((dayNumber(ordered.start) + dayNumber(ordered.end)) / 2) * 86_400_000)
				.toISOString()
				.slice(0, 10)
		: start;
	const season = middle ? seasonOf(monthPart(middle).month, hemisphere) : null;
	const seasonWord = season ? (season === "autumn" && northAmerican ? "Fall" : capitalize(season)) : null;
	const startWeekday = start ? new Date(dayNumber(start) * 86_400_000).getUTCDay() : -1;

	const known = new Set<string>(ADVENTURE_TAGS);
	const tags = [...new Set((input.tags ?? []).filter((tag): tag is AdventureTag => known.has(tag)))].sort(
		(a, b) => TAG_WORDS[a].rank - TAG_WORDS[b].rank,
	);

	return {
		placeName,
		shortName: clampText(shortName, 50),
		country,
		hemisphere,
		tropical,
		days,
		season,
		seasonWord,
		when: start ? whenPhrase(start, ordered?.end ?? null) : null,
		occasion: ordered ? occasionOf(ordered.start, ordered.end) : null,
		weekend: days !== null && days >= 2 && days <= 3 && (startWeekday === 5 || startWeekday === 6),
		kidAges: [...new Set((input.kidAges ?? []).filter(isValidKidAge))].sort((a, b) => a - b),
		travelers: input.numberOfTravelers ?? null,
		tags,
		landmark,
		title: input.title?.trim() || null,
	};
}

// ---------------------------------------------------------------------------------------------
// Kids

const article = (age: number) => (age === 8 || age === 11 || age === 18 ? "an" : "a");

/** "a 4-year-old", "a 4- and a 9-year-old", "a 2-, a 5- and an 11-year-old", "five kids aged 2 to 14". */
export function kidsPhrase(ages: readonly number[]): string | null {
	if (ages.length === 0) return null;
	const first = ages[0] ?? 0;
	const last = ages[ages.length - 1] ?? 0;
	if (ages.length > 4) return `${numberWord(ages.length)} kids aged ${first} to ${last}`;
	const parts = ages.map((age, i) => `${article(age)} ${age}${i === ages.length - 1 ? "-year-old" : "-"}`);
	return listPhrase(parts);
}

/** "the 4-year-old", "the 7- and 10-year-olds". */
function theKids(ages: readonly number[]): string {
	if (ages.length === 1) return `the ${ages[0]}-year-old`;
	if (ages.length > 4) return "the kids";
	return `the ${listPhrase(ages.map((age, i) => (i === ages.length - 1 ? `${age}-year-olds` : `${age}-`)))}`;
}

/** Title crew: all under 6 → little explorers, all teens → teens, and so on. */
function crewOf(ages: readonly number[]): string | null {
	if (ages.length === 0) return null;
	const young = ages[0] ?? 0;
	const old = ages[ages.length - 1] ?? 0;
	if (old <= 3) return ages.length === 1 ? "a Toddler" : "Toddlers";
	if (old <= 5) return "Little Explorers";
	if (young >= 13) return ages.length === 1 ? "a Teen" : "Teens";
	if (young >= 6) return "Young Explorers";
	return "the Whole Crew";
}

function ageTip(ages: readonly number[], seed: string): string {
	if (ages.length === 0)
		return pick(["Leave room in the schedule for detours", "Keep one slow morning free"], seed, "age");
	const young = ages[0] ?? 0;
	const old = ages[ages.length - 1] ?? 0;
	if (old <= 5) {
		return pick(
			[
				`Keep outings short and stroller-friendly for ${theKids(ages)}, with nap breaks built in`,
				`Short hops, snack stops and nap-time breaks keep ${theKids(ages)} happy`,
			],
			seed,
			"age",
		);
	}
	if (young >= 13) {
		return pick(
			[
				`Let ${ages.length === 1 ? "the teen" : "the teens"} pick one day's plan`,
				`Give ${theKids(ages)} a say in the plan and a bit of independence`,
			],
			seed,
			"age",
		);
	}
	if (young <= 5 && old >= 8) {
		return pick(
			[
				`Mix short, easy stops for the ${young}-year-old with bigger challenges for the ${old}-year-old`,
				`Pace the days for the ${young}-year-old and save a bolder outing for the ${old}-year-old`,
			],
			seed,
			"age",
		);
	}
	return pick(
		[
			`Build in snack breaks and play time for ${theKids(ages)}`,
			`Pick a few hands-on stops that ${theKids(ages)} can lead`,
		],
		seed,
		"age",
	);
}

function seasonTip(facts: TripFacts): string {
	if (facts.tropical) return "pack sun hats, reef-safe sunscreen and a rain layer";
	switch (facts.season) {
		case "winter":
			return "pack warm layers and plan a cozy indoor break each day";
		case "summer":
			return "start early to beat the midday heat";
		case "spring":
			return "pack rain jackets for spring showers";
		case "autumn":
			return "bring layers for crisp mornings and golden afternoons";
		default:
			return "keep one day flexible for the weather";
	}
}

// ---------------------------------------------------------------------------------------------
// Composer

function seedOf(input: SuggestionInput): string {
	return JSON.stringify([
		input.location.trim().toLowerCase(),
		input.startDate ?? "",
		input.endDate ?? "",
		input.numberOfTravelers ?? "",
		[...(input.kidAges ?? [])].sort((a, b) => a - b),
		[...(input.tags ?? [])].sort(),
		input.title?.trim() ?? "",
	]);
}

/** Two title nouns: one from the landmark, the rest from the tags, else a gentle default. */
function highlightsOf(facts: TripFacts, seed: string): string[] {
	const fromTags = facts.tags.map((tag) => TAG_WORDS[tag].noun);
	const overlaps = facts.tags.map((tag) => TAG_WORDS[tag].overlap).filter((re): re is RegExp => re !== undefined);
	const distinct = facts.landmark?.highlights.filter((h) => !overlaps.some((re) => re.test(h))) ?? [];
	const fromPlace = distinct.length > 0 ? [pick(distinct, seed, "landmark")] : [];
	const extraPlace = distinct.filter((h) => !fromPlace.includes(h));
	const fallback = pick(
		[
			["Hidden Gems", "Family Memories"],
			["Discoveries", "Downtime"],
			["Local Eats", "Little Adventures"],
		],
		seed,
		"fallback",
	);
	return [...new Set([...fromPlace, ...fromTags, ...extraPlace, ...fallback])].slice(0, 2);
}

function durationTitle(facts: TripFacts): string | null {
	if (facts.days === null) return null;
	if (facts.weekend) return "A Weekend";
	if (facts.days === 1) return "A Day";
	if (facts.days === 14) return "Two Weeks";
	return `${facts.days} Days`;
}

/** A specific, deterministic title (≤ 120 characters) from the form, without any network. */
export function composeTitle(input: SuggestionInput): string {
	const facts = tripFacts(input);
	const seed = seedOf(input);
	const place = facts.shortName;
	const things = pairPhrase(highlightsOf(facts, seed));
	const season = facts.tropical ? null : facts.seasonWord;
	const duration = durationTitle(facts);
	const crew = crewOf(facts.kidAges);
	const occasion = facts.occasion === "the holidays" ? "Holidays" : facts.occasion;
	const trip = pick(
		facts.tags.includes("Hiking") || facts.tags.includes("National Park")
			? ["Expedition", "Adventure"]
			: ["Adventure", "Getaway", "Escape"],
		seed,
		"trip",
	);

	const templates: (string | null)[] = [
		season && duration ? `${place} ${season} Wonders: ${duration} of ${things}` : null,
		duration ? `${duration} in ${place}: ${things}${crew ? ` with ${crew}` : ""}` : null,
		season ? `${season} in ${place}: ${things} for ${crew ?? "the Family"}` : null,
		crew && /s$/.test(crew) && !crew.startsWith("the ") ? `${crew} Take On ${place}: ${things}` : null,
		occasion ? `${occasion} in ${place}: ${duration ? `${duration} of ` : ""}${things}` : null,
		occasion ? `${occasion} in ${place}: ${things}` : null,
		`${place} Family ${trip}: ${things}`,
		`${things}: A ${season ? `${season} ` : ""}Family ${trip} in ${place}`,
	];
	const available = templates.filter((t): t is string => t !== null);
	const title = pick(available, seed, "title");
	return clampText(title.length <= TITLE_MAX ? title : `${place}: ${things}`, TITLE_MAX);
}

function durationDescription(facts: TripFacts): string | null {
	if (facts.days === null) return null;
	if (facts.weekend) return "a weekend";
	if (facts.days === 1) return "a single day";
	if (facts.days === 14) return "two weeks";
	return `${numberWord(facts.days)} days`;
}

function whoPhrase(facts: TripFacts): string {
	const kids = kidsPhrase(facts.kidAges);
	const n = facts.travelers;
	if (kids)
		return n && n > facts.kidAges.length ? `a family of ${numberWord(n)} with ${kids}` : `a family with ${kids}`;
	if (n === 1) return "a solo traveler";
	if (n) return `${numberWord(n)} travelers`;
	return "the whole family";
}

/** "a 7-day", "an 8-day", "an 11-day". */
const lengthAdjective = (days: number) => `${/^(8|11|18)$|^8\d$/.test(String(days)) ? "an" : "a"} ${days}-day`;

/** A specific, deterministic description of 2–3 sentences (≤ 2000 characters), without any network. */
export function composeDescription(input: SuggestionInput): string {
	const facts = tripFacts(input);
	const seed = seedOf(input);
	const place = facts.placeName;
	const who = whoPhrase(facts);
	const duration = durationDescription(facts);
	// Near the equator the month says more than a season would.
	const season = facts.tropical ? null : (facts.seasonWord?.toLowerCase() ?? null);
	const over = facts.occasion ? ` over ${facts.occasion}` : "";
	const when = facts.when ? ` in ${facts.when}` : "";
	const tripKind =
		facts.days === null ? null : facts.days === 1 ? "a day" : facts.weekend ? "a weekend" : lengthAdjective(facts.days);

	const openers: (string | null)[] = [
		duration && (season || facts.tropical)
			? `${capitalize(duration)} of ${season ?? "sunshine"} in ${place}${over}${when} for ${who}.`
			: null,
		tripKind ? `${capitalize(tripKind)} ${season ? `${season} ` : ""}trip to ${place}${over}${when} for ${who}.` : null,
		facts.when && duration
			? `${place}${when}: ${duration} of ${season ? `${season} ` : ""}family exploring for ${who}${
					facts.occasion ? `, right over ${facts.occasion}` : ""
				}.`
			: null,
		facts.days === null && facts.when
			? `A ${season ? `${season} ` : ""}family trip to ${place}${when}${over} for ${who}.`
			: null,
		facts.when ? null : `A family trip to ${place} for ${who}.`,
		facts.when ? null : `${place}, planned around ${who}.`,
	];
	const opener = pick(
		openers.filter((s): s is string => s !== null),
		seed,
		"opener",
	);

	const wintry = facts.season === "winter" && !facts.tropical;
	const activities = facts.tags
		.slice(0, 3)
		.map((tag) => (wintry ? TAG_WORDS[tag].winter : undefined) ?? TAG_WORDS[tag].activity);
	const generic = pick(
		[
			["the best local playground", "a market lunch", "one unhurried afternoon"],
			["a family-friendly museum", "the town's favourite ice cream", "a walk to a good viewpoint"],
			["the local park", "a picnic with a view", "a rainy-day backup plan"],
		],
		seed,
		"generic",
	);
	const lead = pick(["Expect", "Think", "Look forward to", "Days are built around"], seed, "lead");
	const middle = facts.landmark
		? `${lead} ${facts.landmark.sights}${activities.length ? `, plus ${listPhrase(activities)}` : ""}.`
		: `${lead} ${listPhrase(activities.length ? activities : generic)}.`;

	const closing = `${ageTip(facts.kidAges, seed)}, and ${seasonTip(facts)}.`;
	return clampSentences(`${opener} ${middle} ${closing}`, DESCRIPTION_MAX);
}

// ---------------------------------------------------------------------------------------------
// A model's answer, cleaned: labels, markdown, quotes and emoji removed, length enforced.

const QUOTES = `"'“”‘’«»„\``;

function stripWrapping(text: string): string {
	let out = text.trim();
	for (let i = 0; i < 3; i++) {
		const first = out.charAt(0);
		const last = out.charAt(out.length - 1);
		if (out.length >= 2 && QUOTES.includes(first) && QUOTES.includes(last)) out = out.slice(1, -1).trim();
		else if (
			out.length >= 1 &&
			QUOTES.includes(first) &&
			!out
				.slice(1)
				.split("")
				.some((c) => QUOTES.includes(c))
		)
			out = out.slice(1).trim();
		else break;
	}
	return out;
}

function baseClean(raw: string): string {
	return raw
		.replace(/```[a-z]*\n?/gi, "")
		.replace(/\p{Extended_Pictographic}|\u{FE0F}|\u{200D}/gu, "")
		.replace(/[ \t]+([.,!?;:])/g, "$1")
		.replace(/(\*\*|__)(.*?)\1/g, "$2")
		.replace(/^\s*#+\s*/gm, "");
}

/** One line, no "Title:" label, no wrapping quotes, no trailing period, at most 120 characters. */
export function cleanTitle(raw: string): string {
	const line =
		baseClean(raw)
			.split("\n")
			.map((l) => l.trim())
			.find(Boolean) ?? "";
	const text = stripWrapping(line.replace(/^(suggested\s+)?title\s*[:\-–]\s*/i, "").replace(/\s+/g, " "));
	return clampText(stripWrapping(text).replace(/[.\s]+$/, ""), TITLE_MAX);
}

/** One paragraph, no label, no wrapping quotes, at most 2000 characters (whole sentences kept). */
export function cleanDescription(raw: string): string {
	const text = baseClean(raw)
		.replace(/^\s*(suggested\s+)?description\s*[:\-–]\s*/i, "")
		.replace(/\s+/g, " ");
	return clampSentences(stripWrapping(text), DESCRIPTION_MAX);
}
