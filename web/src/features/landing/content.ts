// The landing page's static words: the testimonials and the parent brand. The six featured
// adventures are in ./sample-adventures, with the sample carousel's code.

/**
 * The testimonials are illustrative: the app is in a closed beta and the bug-report/feedback channel
 * holds no quotes to publish. The page says so above the cards and on each card; each review
 * describes only what the app does.
 */
export const testimonialsNote =
	"Illustrative examples: Adventure Guide is in a closed beta, so these are not quotes from real families. Each one describes something the app does today.";

export const illustrativeLabel = "Illustrative example";

export interface Testimonial {
	name: string;
	location: string;
	review: string;
	rating: 5;
}

export const testimonials: Testimonial[] = [
	{
		name: "Sarah M.",
		location: "Denver, Colorado",
		review:
			"We planned our whole Yellowstone week in one evening. Wunder knew which trails our six-year-old could manage, and the kids still talk about the geysers.",
		rating: 5,
	},
	{
		name: "James T.",
		location: "Austin, Texas",
		review:
			"The paths are a game changer: every stop in order, with driving times, so nobody asks 'are we there yet?' more than twice.",
		rating: 5,
	},
	{
		name: "Priya K.",
		location: "Seattle, Washington",
		review:
			"I duplicated another family's Olympic trip, swapped two stops for our toddler and shared it with the grandparents. So easy.",
		rating: 5,
	},
	{
		name: "Carlos and Ana R.",
		location: "San Diego, California",
		review:
			"Finally a travel app that thinks like a parent. The field notes say which paths are stroller-friendly and when to arrive before the crowds.",
		rating: 5,
	},
];

/** The parent brand; its site's address is configured (PARENT_BRAND_URL, from `GET /api/config`). */
export const parentBrand = { name: "Wunder" } as const;
