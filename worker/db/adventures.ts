import { and, desc, eq } from "drizzle-orm";
import type { Db } from "./index";
import { type AdventureRow, adventures } from "./schema";

export async function findAdventure(db: Db, id: string): Promise<AdventureRow | null> {
	return (await db.query.adventures.findFirst({ where: eq(adventures.id, id) })) ?? null;
}

/** An owner's adventures, by start date, then newest first. */
export function listAdventures(db: Db, ownerId: string): Promise<AdventureRow[]> {
	return db.query.adventures.findMany({
		where: eq(adventures.ownerId, ownerId),
		orderBy: [adventures.startDate, desc(adventures.createdAt)],
	});
}

export type NewAdventure = Omit<typeof adventures.$inferInsert, "id" | "ownerId" | "createdAt" | "updatedAt">;

export async function insertAdventure(db: Db, ownerId: string, input: NewAdventure): Promise<AdventureRow> {
	const now = new Date();
	const [row] = await db
		.insert(adventures)
		.values({ ...input, id: crypto.randomUUID(), ownerId, createdAt: now, updatedAt: now })
		.returning();
	if (!row) throw new Error("insert returned nothing");
	return row;
}

/** Updates an adventure of its owner (both ids must match). */
export async function updateAdventure(
	db: Db,
	current: Pick<AdventureRow, "id" | "ownerId">,
	changes: Partial<NewAdventure>,
): Promise<AdventureRow> {
	const [row] = await db
		.update(adventures)
		.set({ ...changes, updatedAt: new Date() })
		.where(and(eq(adventures.id, current.id), eq(adventures.ownerId, current.ownerId)))
		.returning();
	if (!row) throw new Error("update returned nothing");
	return row;
}

/** Deletes an adventure of its owner; saved places, paths and stops go with it (ON DELETE CASCADE). */
export async function deleteAdventure(db: Db, row: Pick<AdventureRow, "id" | "ownerId">): Promise<void> {
	await db.delete(adventures).where(and(eq(adventures.id, row.id), eq(adventures.ownerId, row.ownerId)));
}

/** Sets (or with null, revokes) an adventure's share token without touching `updated_at`. */
export async function setShareToken(db: Db, id: string, token: string | null): Promise<void> {
	await db.update(adventures).set({ shareToken: token }).where(eq(adventures.id, id));
}
