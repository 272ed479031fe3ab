// Kept apart from the zod schemas in ./public-view so the SPA can read these without loading zod.

import { TOO_MANY_REQUESTS } from "../api/http";

/**
 * The public view's reads (the adventure, a place's details and field notes, a path's route and
 * files, the calendar) one client may make per minute. They answer without the beta password, so
 * they count per client address, signed in or not.
 */
export const PUBLIC_VIEW_READS_PER_MINUTE = 120;

/** The public view's place photos one client may load per minute (a list of places asks for many at once). */
export const PUBLIC_VIEW_PHOTOS_PER_MINUTE = 300;

export const publicViewMessages = {
	rateLimited: TOO_MANY_REQUESTS,
	photoNotFound: "Photo not found",
	/** The quiet banner over the public view for a visitor without the beta password. */
	joinBeta: "Enjoying this adventure? Plan your own family trips with Adventure Guide.",
	joinBetaLink: "Join the beta",
} as const;
