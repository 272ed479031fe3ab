import { sampleCoverUrl } from "../../../../domain/adventure/adventure-rules";

/**
 * The landing page's six featured adventures. Only the sample carousel imports them, so they
 * load with its code, not with the landing's first load. Each featured adventure is also a real public adventure, seeded with the sample data under the
 * same id (migrations/seed/showcase.json, loaded by scripts/build-showcase-seed.mjs): its card
 * opens /adventure/{id}/public, and it is in Discover. tests/domain/showcase-seed.test.ts holds the
 * two to the same words, days and ages.
 */

export interface SampleAdventure {
	/** The seeded public adventure's stable id. */
	id: string;
	title: string;
	location: string;
	duration: string;
	ages: string;
	description: string;
	tags: string[];
	/** An illustration made for the product, under web/public/samples (800 × 500); the seeded trip's cover too. */
	image: string;
}

export const sampleAdventures: SampleAdventure[] = [
	{
		id: "sample-yellowstone",
		title: "Yellowstone Family Trip",
		location: "Yellowstone National Park, Wyoming",
		duration: "7 days",
		ages: "Ages 6–12",
		description:
			"Watch Old Faithful erupt, count bison in the Lamar Valley and earn Junior Ranger badges along the boardwalks.",
		tags: ["National Park", "Camping", "Hiking", "Road"],
		image: sampleCoverUrl("yellowstone"),
	},
	{
		id: "sample-smoky-mountains",
		title: "Smoky Mountains Escape",
		location: "Great Smoky Mountains, Tennessee",
		duration: "4 days",
		ages: "Ages 5–10",
		description:
			"Easy waterfall hikes, a campground in the woods at Elkmont and fireflies at dusk in America's most visited national park.",
		tags: ["Mountain", "Hiking", "Nature Park"],
		image: sampleCoverUrl("smoky-mountains"),
	},
	{
		id: "sample-san-diego",
		title: "San Diego Beach and Zoo",
		location: "San Diego, California",
		duration: "5 days",
		ages: "Ages 3–9",
		description: "Tide pools at La Jolla, giraffes at the zoo and sandcastles on Coronado's wide, gentle beach.",
		tags: ["Beach", "City Exploration", "Safari"],
		image: sampleCoverUrl("san-diego"),
	},
	{
		id: "sample-acadia",
		title: "Acadia Coast Adventure",
		location: "Acadia National Park, Maine",
		duration: "3 days",
		ages: "Ages 7–12",
		description:
			"Bike the carriage roads, climb to a granite summit for sunrise and hunt for crabs on the rocky shore.",
		tags: ["National Park", "Biking", "Beach"],
		image: sampleCoverUrl("acadia"),
	},
	{
		id: "sample-rocky-mountain",
		title: "Rocky Mountain High",
		location: "Rocky Mountain National Park, Colorado",
		duration: "6 days",
		ages: "Ages 6–11",
		description: "Alpine lakes, elk at the meadow's edge and a drive over the Trail Ridge Road, 12,000 feet up.",
		tags: ["Mountain", "Hiking", "Campervan", "Snow"],
		image: sampleCoverUrl("rocky-mountain"),
	},
	{
		id: "sample-olympic",
		title: "Olympic Rainforest Explorer",
		location: "Olympic National Park, Washington",
		duration: "4 days",
		ages: "Ages 4–10",
		description: "Mossy giants in the Hoh Rainforest, banana slugs on the trail and driftwood forts on Rialto Beach.",
		tags: ["National Park", "Hiking", "Beach"],
		image: sampleCoverUrl("olympic-rainforest"),
	},
];

/** Landing cards show at most this many tags (the rest are left off the card). */
export const landingCardTagLimit = 3;
