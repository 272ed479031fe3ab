import { type Ask, askSchema } from "../domain/guide/ask";
import type { GuideChatMessage } from "../domain/guide/guide";
import type { ConversationStore, StoredAnswer, StoredAnswerRow } from "../worker/services/guide/turn";

interface MessageRow extends Record<string, SqlStorageValue> {
	id: string;
	role: "user" | "assistant";
	content: string;
	payload: string | null;
}

/** Messages a room keeps; older ones are pruned as new ones are written. */
const MAX_STORED_MESSAGES = 200;

/**
 * The guide's conversation in the room's SQLite (`messages`, durable-objects/migrations.ts): a user
 * row keeps who wrote it, an answer its cards and search (the `payload` column, JSON); `current_ask`
 * keeps the ask the conversation stands at (its filters are the chat's chips). SQL calls are
 * synchronous, so a turn's writes never interleave with another call's.
 */
export class SqlConversationStore implements ConversationStore {
	constructor(private readonly sql: SqlStorage) {}

	/** The newest `limit` rows (answers only, with `role`), newest first. */
	private rows(limit: number, role?: "assistant"): MessageRow[] {
		const where = role ? "WHERE role = 'assistant'" : "";
		return this.sql
			.exec<MessageRow>(
				`SELECT id, role, content, payload FROM messages ${where} ORDER BY created_at DESC, rowid DESC LIMIT ?`,
				limit,
			)
			.toArray();
	}

	messages(limit = MAX_STORED_MESSAGES): GuideChatMessage[] {
		return this.rows(limit)
			.reverse()
			.map((row) => {
				if (row.role === "user") return { id: row.id, role: "user", content: row.content };
				const answer = parseAnswer(row.payload);
				return {
					id: row.id,
					role: "assistant",
					content: row.content,
					state: answer?.state ?? "responding",
					isClarification: answer?.isClarification ?? false,
					suggestions: answer?.suggestions ?? [],
					backupSuggestions: answer?.backupSuggestions ?? [],
					// "Plan our days": the proposal, so a reload shows it again.
					...(answer?.dayPlan ? { dayPlan: answer.dayPlan } : {}),
				};
			});
	}

	answers(limit = MAX_STORED_MESSAGES): StoredAnswerRow[] {
		return this.rows(limit, "assistant").flatMap((row) => {
			const answer = parseAnswer(row.payload);
			return answer ? [{ id: row.id, content: row.content, answer }] : [];
		});
	}

	addUser(content: string, userId: string): void {
		this.insert("user", content, { userId });
	}

	addAnswer(content: string, answer: StoredAnswer): string {
		return this.insert("assistant", content, answer);
	}

	updateAnswer(id: string, content: string, answer: StoredAnswer): void {
		this.sql.exec("UPDATE messages SET payload = ?, content = ? WHERE id = ?", JSON.stringify(answer), content, id);
	}

	currentAsk(): Ask | null {
		const row = this.sql.exec<{ ask: string }>("SELECT ask FROM current_ask WHERE id = 1").toArray()[0];
		return row ? parseAsk(row.ask) : null;
	}

	setAsk(ask: Ask): void {
		this.sql.exec(
			"INSERT INTO current_ask (id, ask, updated_at) VALUES (1, ?, ?) ON CONFLICT (id) DO UPDATE SET ask = excluded.ask, updated_at = excluded.updated_at",
			JSON.stringify(ask),
			Date.now(),
		);
	}

	clear(): number {
		this.sql.exec("DELETE FROM current_ask");
		return this.sql.exec("DELETE FROM messages").rowsWritten;
	}

	/** Writes a message; its id. */
	private insert(role: "user" | "assistant", content: string, payload: unknown): string {
		const id = crypto.randomUUID();
		this.sql.exec(
			"INSERT INTO messages (id, role, content, payload, created_at) VALUES (?, ?, ?, ?, ?)",
			id,
			role,
			content,
			JSON.stringify(payload),
			Date.now(),
		);
		this.sql.exec(
			"DELETE FROM messages WHERE id NOT IN (SELECT id FROM messages ORDER BY created_at DESC, rowid DESC LIMIT ?)",
			MAX_STORED_MESSAGES,
		);
		return id;
	}
}

/** A stored ask, read as today's schema reads it (a slot added since takes its neutral value); null when it no longer fits. */
function parseAsk(text: string): Ask | null {
	try {
		const parsed = askSchema.safeParse(JSON.parse(text));
		return parsed.success ? parsed.data : null;
	} catch {
		return null;
	}
}

/** The ask an answer answered, as today's schema reads it ("create path" reads the places it named); none when it no longer fits. */
function askOf(value: unknown): { ask?: Ask } {
	const parsed = askSchema.safeParse(value);
	return parsed.success ? { ask: parsed.data } : {};
}

function parseAnswer(text: string | null): StoredAnswer | null {
	if (!text) return null;
	try {
		const value = JSON.parse(text) as Partial<StoredAnswer>;
		return {
			state: value.state === "clarifying" ? "clarifying" : "responding",
			isClarification: !!value.isClarification,
			suggestions: Array.isArray(value.suggestions) ? value.suggestions : [],
			backupSuggestions: Array.isArray(value.backupSuggestions) ? value.backupSuggestions : [],
			...(value.createdPathId ? { createdPathId: value.createdPathId } : {}),
			...(value.dayPlan && Array.isArray(value.dayPlan.days) ? { dayPlan: value.dayPlan } : {}),
			...(value.offer && Array.isArray(value.offer.split) ? { offer: { split: value.offer.split } } : {}),
			search: value.search ?? null,
			...(value.draft && typeof value.draft === "object" ? { draft: value.draft } : {}),
			...askOf(value.ask),
		};
	} catch {
		return null;
	}
}
