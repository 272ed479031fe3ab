import type { Db } from "../../db";
import { insertOutboxMessage } from "../../db/email";
import type { EmailMessage, EmailProvider } from "./types";

/**
 * The embedded default: nothing leaves the machine; each message becomes an `email_outbox` row
 * (for local runs and tests, where the sign-in page also shows the link).
 */
export class OutboxEmailProvider implements EmailProvider {
	readonly kind = "outbox";

	constructor(private readonly db: Db) {}

	async send(message: EmailMessage): Promise<void> {
		await insertOutboxMessage(this.db, {
			id: crypto.randomUUID(),
			to: message.to,
			subject: message.subject,
			text: message.text,
			html: message.html,
			provider: this.kind,
			createdAt: new Date(),
		});
	}
}
