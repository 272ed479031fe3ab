import { AVATAR_MAX_BYTES, type ImageType, sniffImageType } from "../../domain/user/profile";
import type { CurrentUser } from "../../domain/user/user";
import type { UserRow } from "../db/schema";
import { updateUserProfile } from "../db/users";
import type { Deps } from "../lib/deps";
import { NotFoundError, PayloadTooLargeError, UnsupportedMediaTypeError } from "../lib/errors";
import { userChanged } from "./sessions";
import { toCurrentUser } from "./users";

/**
 * R2 keys for uploaded images, built and checked only here. Avatars are content-addressed:
 * `avatars/{userId}/{sha256 of the bytes}.{jpg|png|webp}`, so a key's bytes never change and are
 * served as immutable; the public URL is `/api/images/{key}`.
 */
const EXTENSION: Record<ImageType, string> = { jpeg: "jpg", png: "png", webp: "webp" };
const CONTENT_TYPE: Record<ImageType, string> = { jpeg: "image/jpeg", png: "image/png", webp: "image/webp" };
const USER_ID = /^[A-Za-z0-9-]{1,64}$/;
const AVATAR_FILE = /^[a-f0-9]{64}\.(?:jpg|png|webp)$/;
const IMAGE_URL_PREFIX = "/api/images/";

function avatarKey(userId: string, hash: string, type: ImageType): string {
	if (!USER_ID.test(userId)) throw new Error("unexpected user id shape");
	return `avatars/${userId}/${hash}.${EXTENSION[type]}`;
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

export function isOwnAvatarUrl(url: string, userId: string): boolean {
	return ownAvatarKey(url, userId) !== null;
}

async function sha256Hex(bytes: Uint8Array): Promise<string> {
	const digest = await crypto.subtle.digest("SHA-256", bytes);
	return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Stores a new avatar: the type is read from the bytes (JPEG, PNG, WebP; else 415), at most 5 MB
 * (else 413); nothing is stored when either check fails. The user's previous avatar object is
 * deleted once the new URL is saved.
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
	const key = avatarKey(user.id, await sha256Hex(bytes), type);
	await deps.bucket.put(key, bytes, {
		httpMetadata: { contentType: CONTENT_TYPE[type], cacheControl: IMMUTABLE },
	});
	const imageUrl = `${IMAGE_URL_PREFIX}${key}`;
	const updated = await updateUserProfile(deps.db, user.id, { profileImageUrl: imageUrl });
	await userChanged(deps.db, deps.kv, user.id, sessionId ? { sessionId, user: updated } : undefined);
	const oldKey = ownAvatarKey(user.profileImageUrl, user.id);
	if (oldKey && oldKey !== key) await deps.bucket.delete(oldKey);
	return { imageUrl, user: toCurrentUser(updated) };
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
