import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { Db } from "./index";
import { type EmailSignInTokenRow, emailOutbox, emailSignInTokens } from "./schema";

export type OutboxRow = typeof emailOutbox.$inferInsert;

/** Keeps a message the embedded e-mail provider "sent". */
export async function insertOutboxMessage(db: Db, row: OutboxRow): Promise<void> {
	await db.insert(emailOutbox).values(row);
}

export async function insertSignInToken(db: Db, row: EmailSignInTokenRow): Promise<void> {
	await db.insert(emailSignInTokens).values(row);
}

/**
 * Accepts a sign-in token once: marks it used in the same statement that finds it, so two
 * parallel uses of one link cannot both succeed. Undefined for an unknown, expired or used token.
 */
export async function consumeSignInToken(
	db: Db,
	tokenHash: string,
	now = new Date(),
): Promise<EmailSignInTokenRow | undefined> {
	const [row] = await db
		.update(emailSignInTokens)
		.set({ usedAt: now })
		.where(
			and(
				eq(emailSignInTokens.tokenHash, tokenHash),
				isNull(emailSignInTokens.usedAt),
				gt(emailSignInTokens.expiresAt, now),
			),
		)
		.returning();
	return row;
}

/** Drops tokens that expired before `before` (used or not). */
export async function deleteExpiredSignInTokens(db: Db, before: Date): Promise<void> {
	await db.delete(emailSignInTokens).where(lt(emailSignInTokens.expiresAt, before));
}
