// Kept apart from the zod schemas in ./profile so a screen that needs only these rules does not load zod.
import { INTEREST_MAX } from "../adventure/adventure-rules";

export const PROFILE_NAME_MAX = 60;

export const PROFILE_KIDS_MAX = 20;

export const PROFILE_INTERESTS_MAX = 30;

export const PROFILE_IMAGE_URL_MAX = 300;

/** Avatar upload: at most 5 MB (the spec's limit after cropping); JPEG, PNG or WebP by their bytes. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/** Custom interest tags as the form keeps them: trimmed, lowercased, blanks and duplicates dropped. */
export function normaliseInterestTags(tags: readonly string[]): string[] {
	const out: string[] = [];
	for (const raw of tags) {
		const tag = raw.trim().toLowerCase();
		if (tag && tag.length <= INTEREST_MAX && !out.includes(tag) && out.length < PROFILE_INTERESTS_MAX) out.push(tag);
	}
	return out;
}

/** The image types an avatar may be, recognised by their first bytes (never by name or header). */
export type ImageType = "jpeg" | "png" | "webp";

export function sniffImageType(bytes: Uint8Array): ImageType | null {
	if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
	const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
	if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return "png";
	const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
	if (bytes.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
	return null;
}
