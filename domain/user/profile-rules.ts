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

/**
 * An uploaded image's pixel budget: 16 megapixels (4000 × 4000), read from its header before it is
 * stored. A small file can declare a huge picture (a 218 KB PNG of 15000 × 15000), which every
 * browser showing it as an avatar or a public cover would have to decode.
 */
export const IMAGE_MAX_PIXELS = 16_000_000;

export const imageTooLargeMessage = `The image must be at most ${IMAGE_MAX_PIXELS / 1_000_000} megapixels (for example 4000 × 4000 pixels)`;

export interface ImageSize {
	width: number;
	height: number;
}

const u16be = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const u16le = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, at: number) => u16le(b, at) | ((b[at + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, at: number) => u16be(b, at) * 0x10000 + u16be(b, at + 2);
const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

/** PNG: the IHDR chunk comes first, right after the 8-byte signature. */
function pngSize(b: Uint8Array): ImageSize | null {
	if (b.length < 24 || ascii(b, 12, 16) !== "IHDR") return null;
	return { width: u32be(b, 16), height: u32be(b, 20) };
}

/** JPEG: the first start-of-frame segment (SOF0–SOF15 except DHT, JPG and DAC) holds the size. */
function jpegSize(b: Uint8Array): ImageSize | null {
	let at = 2;
	while (at + 4 <= b.length) {
		if (b[at] !== 0xff) return null;
		const marker = b[at + 1] ?? 0;
		if (marker === 0xff) {
			at += 1; // fill byte
			continue;
		}
		// Markers without a length: TEM and the restart markers.
		if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
			at += 2;
			continue;
		}
		if (marker === 0xd9 || marker === 0xda) return null; // end of image, or scan data before any frame
		const length = u16be(b, at + 2);
		if (length < 2) return null;
		const frame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
		if (frame) return at + 9 <= b.length ? { height: u16be(b, at + 5), width: u16be(b, at + 7) } : null;
		at += 2 + length;
	}
	return null;
}

/** WebP: the first chunk after the RIFF header is VP8 (lossy), VP8L (lossless) or VP8X (extended). */
function webpSize(b: Uint8Array): ImageSize | null {
	const chunk = ascii(b, 12, 16);
	if (chunk === "VP8X" && b.length >= 30) return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
	if (chunk === "VP8L" && b.length >= 25 && b[20] === 0x2f) {
		const bits = (b[21] ?? 0) | ((b[22] ?? 0) << 8) | ((b[23] ?? 0) << 16) | ((b[24] ?? 0) << 24);
		return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
	}
	if (chunk === "VP8 " && b.length >= 30 && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a) {
		return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
	}
	return null;
}

/** The size an image declares in its header (`type` from `sniffImageType`), or null when it cannot be read. */
export function imageSize(bytes: Uint8Array, type: ImageType): ImageSize | null {
	const size = type === "png" ? pngSize(bytes) : type === "jpeg" ? jpegSize(bytes) : webpSize(bytes);
	return size && size.width > 0 && size.height > 0 ? size : null;
}

/** Whether an image of this size fits the pixel budget. */
export const withinPixelBudget = (size: ImageSize) => size.width * size.height <= IMAGE_MAX_PIXELS;
