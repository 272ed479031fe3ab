/**
 * What a screen says while its data loads and when loading it failed: one home for the words of the
 * shared error state ('Try again' under each) and of the skeletons' captions. The spec's own texts
 * (the loading lines of section 2, Monitoring and Scaling of the admin's error catalogue) are used
 * as the spec writes them; where the spec is silent the screen names what it could not load.
 */
export const loadMessages = {
	/** The button of every load error, and of the chat's failure text: asks once more. */
	tryAgain: "Try again",
	/** Shown on the button while the second asking is on its way. */
	tryingAgain: "Trying again...",
	adventures: "We couldn't load your adventures.",
	adventure: "We couldn't load this adventure.",
	publicAdventures: "Adventures could not be loaded.",
	savedPlaces: "We couldn't load your saved places.",
	paths: "We couldn't load the paths.",
	stops: "We couldn't load this path's stops.",
	stats: "Could not load your stats.",
	users: "Could not load users.",
	userDetails: "Could not load this user's details.",
	bugReports: "Could not load bug reports.",
	placesProvider: "Could not load which map service the app uses.",
	/** The Monitoring and Scaling pages' texts, word for word as the product spec writes them. */
	monitoring: "Failed to load monitoring data. Please check your API connection.",
	scaling: "Unable to load scaling analysis. Please try again later.",
} as const;
