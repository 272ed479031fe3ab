import {
	AVATAR_MAX_BYTES,
	type ImageType,
	imageSize,
	imageTooLargeMessage,
	sniffImageType,
	withinPixelBudget,
} from "../../domain/user/profile";
import type { CurrentUser } from "../../domain/user/user";
import type { Db } from "../db";
import { clearCovers } from "../db/adventures";
import type { UserRow } from "../db/schema";
import { findUserById, replaceProfileImageUrl } from "../db/users";
import type { Deps } from "../lib/deps";
import {
	BadRequestError,
	ConflictError,
	NotFoundError,
	PayloadTooLargeError,
	UnsupportedMediaTypeError,
} from "../lib/errors";
import { userChanged } from "./sessions";
import { toCurrentUser } from "./users";

/**
 * R2 keys for uploaded images, built and checked only here. A user has at most one avatar object:
 * `avatars/{userId}/{64 random hex}.{jpg|png|webp}`, a new key per upload, so a key's bytes never
 * change and are served as immutable; the public URL is `/api/images/{key}`. The object a new upload
 * or a cleared picture replaces is deleted, and covers may show only their owner's current avatar.
 */
const EXTENSION: Record<ImageType, string> = { jpeg: "jpg", png: "png", webp: "webp" };
const CONTENT_TYPE: Record<ImageType, string> = { jpeg: "image/jpeg", png: "image/png", webp: "image/webp" };
const USER_ID = /^[A-Za-z0-9-]{1,64}$/;
const AVATAR_FILE = /^[a-f0-9]{64}\.(?:jpg|png|webp)$/;
const IMAGE_URL_PREFIX = "/api/images/";

function avatarKey(userId: string, id: string, type: ImageType): string {
	if (!USER_ID.test(userId)) throw new Error("unexpected user id shape");
	return `avatars/${userId}/${id}.${EXTENSION[type]}`;
}

/** The R2 key for `/api/images/avatars/{userId}/{file}`, or null when the parts are not a key this app writes. */
function avatarKeyFromParts(userId: string, file: string): string | null {
	return USER_ID.test(userId) && AVATAR_FILE.test(file) ? `avatars/${userId}/${file}` : null;
}

/** The key behind a profile image URL when it is `userId`'s own uploaded avatar; else null. */
function ownAvatarKey(url: string | null, userId: string): string | null {
	if (!url?.startsWith(`${IMAGE_URL_PREFIX}avatars/`)) return null;
	const [owner, file, ...rest] = url.slice(`${IMAGE_URL_PREFIX}avatars/`.length).split("/");
	if (rest.length || owner !== userId || !file) return null;
	return avatarKeyFromParts(owner, file);
}

const randomHex = (bytes: number) =>
	[...crypto.getRandomValues(new Uint8Array(bytes))].map((b) => b.toString(16).padStart(2, "0")).join("");

/** How many times a change of picture tries again when parallel changes keep coming first. */
const REPLACE_ATTEMPTS = 64;

/**
 * Makes `next` the user's picture (null clears it), whatever it is now, then deletes the object it
 * replaced and takes that image off the user's covers. A compare-and-set per attempt, so each of
 * many parallel changes deletes exactly the one object it replaced: none is left unreferenced, and
 * none still in use is deleted.
 */
async function replaceAvatar(
	deps: Pick<Deps, "db" | "bucket">,
	userId: string,
	current: string | null,
	next: string | null,
): Promise<UserRow> {
	let expected = current;
	for (let attempt = 0; attempt < REPLACE_ATTEMPTS; attempt++) {
		const updated = await replaceProfileImageUrl(deps.db, userId, expected, next);
		if (updated) {
			const oldKey = expected !== next ? ownAvatarKey(expected, userId) : null;
			if (oldKey && expected) {
				await deps.bucket.delete(oldKey);
				await clearCovers(deps.db, userId, expected);
			}
			return updated;
		}
		const fresh = await findUserById(deps.db, userId);
		if (!fresh) throw new NotFoundError("User not found");
		expected = fresh.profileImageUrl;
	}
	throw new ConflictError("The picture is changing elsewhere. Please try again.");
}

/**
 * Stores a new avatar: the type is read from the bytes (JPEG, PNG, WebP; else 415), at most 5 MB
 * (else 413) and 16 megapixels by the size its header declares (else 413; 415 when it declares
 * none); nothing is stored when a check fails. The user's previous avatar object is deleted once the
 * new URL is saved (and an upload that lost a race deletes nothing but what it replaced).
 */
export async function uploadAvatar(
	deps: Pick<Deps, "db" | "kv" | "bucket">,
	user: UserRow,
	sessionId: string | undefined,
	file: Blob,
): Promise<{ imageUrl: string; user: CurrentUser }> {
	if (file.size > AVATAR_MAX_BYTES) throw new PayloadTooLargeError("The image must be at most 5 MB");
	const bytes = new Uint8Array(await file.arrayBuffer());
	if (bytes.length === 0) throw new UnsupportedMediaTypeError("The image is empty");
	const type = sniffImageType(bytes);
	if (!type) throw new UnsupportedMediaTypeError("The image must be a JPEG, PNG or WebP file");
	const size = imageSize(bytes, type);
	if (!size) throw new UnsupportedMediaTypeError("The image's size cannot be read from its header");
	if (!withinPixelBudget(size)) throw new PayloadTooLargeError(imageTooLargeMessage);
	const key = avatarKey(user.id, randomHex(32), type);
	await deps.bucket.put(key, bytes, {
		httpMetadata: { contentType: CONTENT_TYPE[type], cacheControl: IMMUTABLE },
	});
	const imageUrl = `${IMAGE_URL_PREFIX}${key}`;
	const updated = await replaceAvatar(deps, user.id, user.profileImageUrl, imageUrl);
	await userChanged(deps.db, deps.kv, user.id, sessionId ? { sessionId, user: updated } : undefined);
	return { imageUrl, user: toCurrentUser(updated) };
}

/**
 * A profile change of picture: null clears it (its object is deleted); otherwise only the current
 * picture may be named (an unchanged form), never another user's object or an older upload.
 * Returns the row when the picture was cleared, null when nothing changed.
 */
export async function changeProfileImage(
	deps: Pick<Deps, "db" | "bucket">,
	user: UserRow,
	url: string | null,
): Promise<UserRow | null> {
	if (url === null)
		return user.profileImageUrl === null ? null : replaceAvatar(deps, user.id, user.profileImageUrl, null);
	if (url !== user.profileImageUrl || !ownAvatarKey(url, user.id)) {
		throw new BadRequestError("Profile image must be your own uploaded image");
	}
	return null;
}

const isUploadedImage = (url: string) => url.startsWith(IMAGE_URL_PREFIX);

/**
 * A cover may be a shipped illustration or a place photo, or an uploaded image only when it is
 * the owner's own current picture (400 otherwise): a cover never shows another user's upload.
 */
export async function checkCoverImage(db: Db, ownerId: string, url: string | null | undefined): Promise<void> {
	if (!url || !isUploadedImage(url)) return;
	const owner = await findUserById(db, ownerId);
	if (!owner || owner.profileImageUrl !== url || !ownAvatarKey(url, ownerId)) {
		throw new BadRequestError("Cover image must be your own current picture");
	}
}

/** A copied adventure's cover: the source's, unless it is an upload the new owner may not show (then none). */
export async function coverForCopy(db: Db, ownerId: string, url: string | null): Promise<string | null> {
	if (!url || !isUploadedImage(url)) return url;
	const owner = await findUserById(db, ownerId);
	return owner?.profileImageUrl === url && ownAvatarKey(url, ownerId) ? url : null;
}

/** Deletes every uploaded avatar of a user (a deleted user's R2 objects); returns how many went. */
export async function deleteUserAvatars(bucket: R2Bucket, userId: string): Promise<number> {
	if (!USER_ID.test(userId)) throw new Error("unexpected user id shape");
	let deleted = 0;
	let cursor: string | undefined;
	do {
		const page = await bucket.list({ prefix: `avatars/${userId}/`, cursor });
		const keys = page.objects.map((object) => object.key);
		if (keys.length) await bucket.delete(keys);
		deleted += keys.length;
		cursor = page.truncated ? page.cursor : undefined;
	} while (cursor);
	return deleted;
}

export const IMMUTABLE = "public, max-age=31536000, immutable";

export interface StoredImage {
	body: ReadableStream | null;
	etag: string;
	contentType: string;
	size: number;
}

const contentTypeOf = (object: R2Object) => object.httpMetadata?.contentType ?? "application/octet-stream";

/** An uploaded avatar's bytes (null body when `ifNoneMatch` matches its etag); 404 when unknown. */
export async function readAvatar(
	deps: Pick<Deps, "bucket">,
	userId: string,
	file: string,
	ifNoneMatch: string | undefined,
): Promise<StoredImage> {
	const key = avatarKeyFromParts(userId, file);
	if (!key) throw new NotFoundError("Image not found");
	if (ifNoneMatch) {
		// A revalidation reads only the metadata.
		const head = await deps.bucket.head(key);
		if (!head) throw new NotFoundError("Image not found");
		const tags = ifNoneMatch.split(",").map((tag) => tag.trim());
		if (tags.includes(head.httpEtag) || tags.includes("*")) {
			return { body: null, etag: head.httpEtag, contentType: contentTypeOf(head), size: 0 };
		}
	}
	const object = await deps.bucket.get(key);
	if (!object) throw new NotFoundError("Image not found");
	const etag = object.httpEtag;
	return {
		body: object.body,
		etag,
		contentType: contentTypeOf(object),
		size: object.size,
	};
}
