/**
 * A few famous family destinations and what a trip there is about (the offline composer's titles
 * and descriptions); everything else degrades to tags, season and kids.
 */

export interface Landmark {
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
export const LANDMARKS: readonly Landmark[] = [
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
