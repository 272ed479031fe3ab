import type { Db } from "../db";
import { findAdventure } from "../db/adventures";
import { findPathWithAdventure, findStopWithPath } from "../db/paths";
import type { AdventureRow, PathRow } from "../db/schema";

/** Owner: full control. Viewer: a public adventure, read-only. */
export type Access = "owner" | "viewer";

/** The caller's access to an adventure; null when it is neither theirs nor public (answered 404). */
function accessOf(adventure: Pick<AdventureRow, "ownerId" | "isPublic">, userId: string | null): Access | null {
	if (userId && adventure.ownerId === userId) return "owner";
	if (adventure.isPublic) return "viewer";
	return null;
}

export interface AdventureAccess {
	adventure: AdventureRow;
	access: Access;
}

export interface PathAccess extends AdventureAccess {
	path: PathRow;
}

/** The adventure and the caller's access; null when missing or not the caller's to see. */
export async function findAdventureAccess(
	db: Db,
	adventureId: string,
	userId: string | null,
): Promise<AdventureAccess | null> {
	return adventureAccessOf(await findAdventure(db, adventureId), userId);
}

/** The caller's access to an adventure already read (null: missing); null when not theirs to see. */
export function adventureAccessOf(adventure: AdventureRow | null, userId: string | null): AdventureAccess | null {
	if (!adventure) return null;
	const access = accessOf(adventure, userId);
	return access ? { adventure, access } : null;
}

/** Whether `given` is the adventure's current share token (compared in constant time). */
function holdsShareToken(adventure: Pick<AdventureRow, "shareToken">, given: string | undefined): boolean {
	const token = adventure.shareToken;
	if (!token || !given || token.length !== given.length) return false;
	let difference = 0;
	for (let i = 0; i < token.length; i++) difference |= token.charCodeAt(i) ^ given.charCodeAt(i);
	return difference === 0;
}

/**
 * Read access for the public view: the owner, anyone (signed in or not) for a public adventure, and
 * anyone holding the adventure's current share token; null otherwise (answered 404).
 */
export async function findSharedAdventureAccess(
	db: Db,
	adventureId: string,
	userId: string | null,
	shareToken: string | undefined,
): Promise<AdventureAccess | null> {
	const adventure = await findAdventure(db, adventureId);
	if (!adventure) return null;
	const access = accessOf(adventure, userId) ?? (holdsShareToken(adventure, shareToken) ? "viewer" : null);
	return access ? { adventure, access } : null;
}

/** A path and its adventure, with the caller's access; null when missing or not the caller's to see. */
export async function findPathAccess(db: Db, pathId: string, userId: string | null): Promise<PathAccess | null> {
	const row = await findPathWithAdventure(db, pathId);
	if (!row) return null;
	const access = accessOf(row.adventure, userId);
	return access ? { ...row, access } : null;
}

/** A stop's path and adventure, and the caller's access; null when missing or hidden. */
export async function findStopAccess(db: Db, stopId: string, userId: string | null): Promise<PathAccess | null> {
	const row = await findStopWithPath(db, stopId);
	if (!row) return null;
	const access = accessOf(row.adventure, userId);
	return access ? { ...row, access } : null;
}
