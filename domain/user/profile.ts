import { z } from "zod";
import { INTEREST_MAX, isAppImageUrl, kidAgesSchema, LOCATION_MAX } from "../adventure/adventure";
import { latitudeSchema, longitudeSchema } from "../geo/geo";
import { singleLine, withoutControlCharacters } from "../text";
import {
	AVATAR_MAX_BYTES,
	PROFILE_IMAGE_URL_MAX,
	PROFILE_INTERESTS_MAX,
	PROFILE_KIDS_MAX,
	PROFILE_NAME_MAX,
} from "./profile-rules";

export * from "./profile-rules";

const optionalName = (label: string) =>
	z
		.string()
		.trim()
		.max(PROFILE_NAME_MAX, `${label} must be at most ${PROFILE_NAME_MAX} characters`)
		.refine(...withoutControlCharacters(label))
		.refine(...singleLine(label))
		.nullable()
		.transform((value) => (value ? value : null));

/** One interest tag as stored: trimmed, lowercased, 1–40 characters. */
const interestTag = z
	.string()
	.trim()
	.toLowerCase()
	.min(1, "Interest tags must not be blank")
	.max(INTEREST_MAX, `Interest tags must be at most ${INTEREST_MAX} characters`)
	.refine(...withoutControlCharacters("Interest tags"))
	.refine(...singleLine("Interest tags"));

/**
 * Body of `PUT /api/user/profile`. Every field is optional (only those sent change); null clears.
 * Home coordinates come with the home location from the destination search: both or neither.
 */
export const updateProfileSchema = z
	.strictObject({
		firstName: optionalName("First name").optional(),
		lastName: optionalName("Last name").optional(),
		homeLocation: z
			.string()
			.trim()
			.max(LOCATION_MAX, `Home location must be at most ${LOCATION_MAX} characters`)
			.refine(...withoutControlCharacters("Home location"))
			.refine(...singleLine("Home location"))
			.nullable()
			.transform((value) => (value ? value : null))
			.optional(),
		homeLatitude: latitudeSchema.nullable().optional(),
		homeLongitude: longitudeSchema.nullable().optional(),
		numberOfKids: z
			.number({ error: "Number of kids must be a whole number" })
			.int("Number of kids must be a whole number")
			.min(0, "Number of kids must be at least 0")
			.max(PROFILE_KIDS_MAX, `At most ${PROFILE_KIDS_MAX} kids`)
			.nullable()
			.optional(),
		kidAges: kidAgesSchema.optional(),
		interestTags: z
			.array(interestTag)
			.max(PROFILE_INTERESTS_MAX, `At most ${PROFILE_INTERESTS_MAX} interest tags`)
			.transform((list) => [...new Set(list)])
			.optional(),
		profileImageUrl: z
			.string()
			.trim()
			.max(PROFILE_IMAGE_URL_MAX)
			.refine((url) => isAppImageUrl(url) && url.startsWith("/api/images/"), "Profile image must be an uploaded image")
			.nullable()
			.optional(),
	})
	.refine((body) => (body.homeLatitude == null) === (body.homeLongitude == null), {
		message: "Home latitude and longitude go together",
		path: ["homeLatitude"],
	});

export type UpdateProfile = z.output<typeof updateProfileSchema>;

/** Multipart body of `POST /api/upload/profile-image`: one file field `image` (the cropped JPEG). */
export const profileImageFormSchema = z.strictObject({
	image: z.instanceof(Blob, { error: "Send the image as the multipart field 'image'" }),
});

/** The longest `imageData` data URL: a 5 MB image as base64 (4 characters per 3 bytes) and its prefix. */
export const IMAGE_DATA_URL_MAX = Math.ceil(AVATAR_MAX_BYTES / 3) * 4 + 64;

const DATA_URL = /^data:image\/(?:jpeg|jpg|png|webp);base64,([A-Za-z0-9+/]*={0,2})$/;

/**
 * JSON body of `POST /api/upload/profile-image` as the spec writes it: `{imageData: <data URL>}`
 * (a base64 JPEG, PNG or WebP). Parses to the same `{image}` as the multipart form.
 */
export const profileImageJsonSchema = z
	.strictObject({
		imageData: z
			.string({ error: "Send the image as imageData (a data: URL) or as the multipart field 'image'" })
			.max(IMAGE_DATA_URL_MAX, "The image must be at most 5 MB"),
	})
	.transform(({ imageData }, ctx) => {
		const base64 = DATA_URL.exec(imageData)?.[1];
		if (base64 === undefined) {
			ctx.addIssue({ code: "custom", message: "imageData must be a base64 data URL of a JPEG, PNG or WebP image" });
			return z.NEVER;
		}
		try {
			return { image: new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))]) };
		} catch {
			ctx.addIssue({ code: "custom", message: "imageData is not valid base64" });
			return z.NEVER;
		}
	});

/** Path of `GET /api/images/avatars/{userId}/{file}`. */
export const avatarPathSchema = z.strictObject({
	userId: z.string().min(1).max(64),
	file: z.string().min(1).max(80),
});
