import { USAGE_PROVIDERS } from "../../../domain/monitoring/prices";
import type { Db } from "../../db";
import { insertOutboxMessage } from "../../db/email";
import type { UsageSink } from "../usage";
import { type EmailMessage, type EmailProvider, withOneLineHeaders } from "./types";

/**
 * The embedded default: nothing leaves the machine; each message becomes an `email_outbox` row
 * (for local runs and tests, where the sign-in page also shows the link).
 */
export class OutboxEmailProvider implements EmailProvider {
	readonly kind = "outbox";

	constructor(
		private readonly db: Db,
		private readonly usage: UsageSink,
	) {}

	async send(unchecked: EmailMessage): Promise<void> {
		const message = withOneLineHeaders(unchecked);
		await insertOutboxMessage(this.db, {
			id: crypto.randomUUID(),
			to: message.to,
			subject: message.subject,
			text: message.text,
			html: message.html,
			provider: this.kind,
			createdAt: new Date(),
		});
		// Free, but counted: the monitoring screen's 'e-mails sent' covers local runs too.
		this.usage.record({ provider: USAGE_PROVIDERS.outbox, sku: "mail-send" });
	}
}
