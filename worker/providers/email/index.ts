import type { AppConfig } from "../../config";
import type { Db } from "../../db";
import type { UsageSink } from "../usage";
import { OutboxEmailProvider } from "./outbox";
import { SendGridEmailProvider } from "./sendgrid";
import type { EmailProvider } from "./types";

export { type EmailMessage, type EmailProvider, EmailSendError, escapeHtml } from "./types";

/** SendGrid when SENDGRID_API_KEY is set, otherwise the D1 outbox. */
export function emailProvider(deps: {
	db: Db;
	config: Pick<AppConfig, "sendgrid" | "appName">;
	usage: UsageSink;
}): EmailProvider {
	const sendgrid = deps.config.sendgrid;
	if (!sendgrid) return new OutboxEmailProvider(deps.db, deps.usage);
	return new SendGridEmailProvider({
		apiKey: sendgrid.apiKey,
		fromEmail: sendgrid.fromEmail,
		fromName: deps.config.appName,
		baseUrl: sendgrid.baseUrl,
		usage: deps.usage,
	});
}
