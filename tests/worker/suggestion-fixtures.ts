/** The suggestion routes and a trip's form as the create page sends it (adventure-suggestions and suggestion-stream tests). */
export const TITLE = "/api/adventures/generate-title";
export const DESCRIPTION = "/api/adventures/generate-description";

export const YELLOWSTONE = {
	location: "Yellowstone National Park, WY, USA",
	startDate: "2026-12-20",
	endDate: "2026-12-26",
	numberOfTravelers: 4,
	kidAges: [4, 9],
	tags: ["National Park", "Hiking"],
};
