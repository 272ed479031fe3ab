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

/** A message as the room keeps it in memory: an answer parsed once, when it is read or written. */
interface Kept {
	id: string;
	role: "user" | "assistant";
	content: string;
	answer: StoredAnswer | null;
}

/**
 * The guide's conversation in the room's SQLite (`messages`, durable-objects/migrations.ts): a user
 * row keeps who wrote it, an answer its cards and search (the `payload` column, JSON); `current_ask`
 * keeps the ask the conversation stands at (its filters are the chat's chips). SQL calls are
 * synchronous, so a turn's writes never interleave with another call's.
 *
 * The room is the table's only writer, so it keeps what the table holds in memory as well: read
 * (and each answer parsed) once when the room wakes, then changed with every write. A turn reads
 * the conversation from memory, and the places suggested so far are counted as answers come and
 * go, never gathered again from every stored answer. Kept values are frozen: a reader that changed
 * one would change the conversation.
 */
export class SqlConversationStore implements ConversationStore {
	/** The stored messages, oldest first (null until first read). */
	private kept: Kept[] | null = null;
	/** How many stored answers suggest each place (cards and additional options). */
	private suggested = new Map<string, number>();
	/** The current ask: undefined until first read. */
	private ask: Ask | null | undefined;

	constructor(private readonly sql: SqlStorage) {}

	/** The stored messages, oldest first, read from the table once. */
	private all(): Kept[] {
		if (this.kept) return this.kept;
		const rows = this.sql
			.exec<MessageRow>(
				"SELECT id, role, content, payload FROM messages ORDER BY created_at DESC, rowid DESC LIMIT ?",
				MAX_STORED_MESSAGES,
			)
			.toArray()
			.reverse();
		this.kept = [];
		this.suggested.clear();
		for (const row of rows) {
			this.keep({
				id: row.id,
				role: row.role,
				content: row.content,
				answer: row.role === "assistant" ? parseAnswer(row.payload) : null,
			});
		}
		return this.kept;
	}

	private keep(message: Kept): void {
		this.all().push(frozen(message));
		this.count(message.answer, 1);
	}

	private count(answer: StoredAnswer | null, by: 1 | -1): void {
		if (!answer) return;
		for (const place of [...answer.suggestions, ...answer.backupSuggestions]) {
			const count = (this.suggested.get(place.googlePlaceId) ?? 0) + by;
			if (count > 0) this.suggested.set(place.googlePlaceId, count);
			else this.suggested.delete(place.googlePlaceId);
		}
	}

	messages(limit = MAX_STORED_MESSAGES): GuideChatMessage[] {
		return this.all()
			.slice(-limit)
			.map(({ id, role, content, answer }) => {
				if (role === "user") return { id, role: "user", content };
				return {
					id,
					role: "assistant",
					content,
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
		const rows: StoredAnswerRow[] = [];
		const all = this.all();
		for (let i = all.length - 1; i >= 0 && rows.length < limit; i--) {
			const { id, role, content, answer } = all[i] as Kept;
			if (role === "assistant" && answer) rows.push({ id, content, answer });
		}
		return rows;
	}

	suggestedIds(): Set<string> {
		this.all();
		return new Set(this.suggested.keys());
	}

	addUser(content: string, userId: string): void {
		this.insert("user", content, JSON.stringify({ userId }));
	}

	addAnswer(content: string, answer: StoredAnswer): string {
		return this.insert("assistant", content, JSON.stringify(answer));
	}

	updateAnswer(id: string, content: string, answer: StoredAnswer): void {
		const payload = JSON.stringify(answer);
		this.sql.exec("UPDATE messages SET payload = ?, content = ? WHERE id = ?", payload, content, id);
		const all = this.all();
		const at = all.findIndex((message) => message.id === id);
		const was = all[at];
		if (!was) return;
		this.count(was.answer, -1);
		// Kept as it reads back from the table.
		const now: Kept = frozen({ ...was, content, answer: parseAnswer(payload) });
		all[at] = now;
		this.count(now.answer, 1);
	}

	currentAsk(): Ask | null {
		if (this.ask !== undefined) return this.ask;
		const row = this.sql.exec<{ ask: string }>("SELECT ask FROM current_ask WHERE id = 1").toArray()[0];
		this.ask = row ? frozen(parseAsk(row.ask)) : null;
		return this.ask;
	}

	setAsk(ask: Ask): void {
		this.sql.exec(
			"INSERT INTO current_ask (id, ask, updated_at) VALUES (1, ?, ?) ON CONFLICT (id) DO UPDATE SET ask = excluded.ask, updated_at = excluded.updated_at",
			JSON.stringify(ask),
			Date.now(),
		);
		// As read back: today's schema's reading of what was written.
		this.ask = frozen(parseAsk(JSON.stringify(ask)));
	}

	clear(): number {
		this.sql.exec("DELETE FROM current_ask");
		const count = this.sql.exec("DELETE FROM messages").rowsWritten;
		this.kept = [];
		this.suggested.clear();
		this.ask = null;
		return count;
	}

	/** Forgets what the room keeps in memory (its storage was deleted): the next read reads the table. */
	forget(): void {
		this.kept = null;
		this.suggested.clear();
		this.ask = undefined;
	}

	/** Writes a message, and drops the oldest past the keep; its id. */
	private insert(role: "user" | "assistant", content: string, payload: string): string {
		const all = this.all();
		const id = crypto.randomUUID();
		this.sql.exec(
			"INSERT INTO messages (id, role, content, payload, created_at) VALUES (?, ?, ?, ?, ?)",
			id,
			role,
			content,
			payload,
			Date.now(),
		);
		// Kept as it reads back from the table.
		this.keep({ id, role, content, answer: role === "assistant" ? parseAnswer(payload) : null });
		if (all.length <= MAX_STORED_MESSAGES) return id;
		this.sql.exec(
			"DELETE FROM messages WHERE id NOT IN (SELECT id FROM messages ORDER BY created_at DESC, rowid DESC LIMIT ?)",
			MAX_STORED_MESSAGES,
		);
		for (const dropped of all.splice(0, all.length - MAX_STORED_MESSAGES)) this.count(dropped.answer, -1);
		return id;
	}
}

/** A value read back from JSON, frozen all through: kept in memory and handed to every reader. */
function frozen<T>(value: T): T {
	if (value && typeof value === "object" && !Object.isFrozen(value)) {
		Object.freeze(value);
		for (const inner of Object.values(value)) frozen(inner);
	}
	return value;
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
