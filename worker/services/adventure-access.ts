import { eq } from "drizzle-orm";
import type { Db } from "../db";
import { type AdventureRow, adventures } from "../db/schema";

export type Access = "owner" | "viewer" | null;

/** Owner: full control. Viewer: a public adventure, read-only. Otherwise no access (answered 404). */
export function accessOf(adventure: Pick<AdventureRow, "ownerId" | "isPublic">, userId: string | null): Access {
	if (userId && adventure.ownerId === userId) return "owner";
	if (adventure.isPublic) return "viewer";
	return null;
}

export async function findAdventureAccess(
	db: Db,
	adventureId: string,
	userId: string | null,
): Promise<{ adventure: AdventureRow; access: Exclude<Access, null> } | null> {
	const adventure = await db.query.adventures.findFirst({ where: eq(adventures.id, adventureId) });
	if (!adventure) return null;
	const access = accessOf(adventure, userId);
	return access ? { adventure, access } : null;
}
