import type { AdventureTag } from "../../../../domain/adventure/adventure";

/**
 * Words the offline composer writes a trip with: per adventure tag a title noun and an activity,
 * month and number words, and the places where seasons turn (southern hemisphere, tropics, North
 * America's "Fall").
 */

export interface TagWords {
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

export const TAG_WORDS: Record<AdventureTag, TagWords> = {
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

export { MONTH_NAMES as MONTHS } from "../../../../domain/english";

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

export const SOUTHERN = [
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

export const TROPICAL = [
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

export const NORTH_AMERICA = [
	"usa",
	"us",
	"u.s.",
	"u.s.a.",
	"united states",
	"united states of america",
	"america",
	"canada",
];
export const US_STATE_CODES = new Set(
	"AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY AB BC MB NB NL NS NT NU ON PE QC SK YT".split(
		" ",
	),
);

export const numberWord = (n: number) => NUMBER_WORDS[n] ?? String(n);
