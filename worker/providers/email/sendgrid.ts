import type { UsageSink } from "../usage";
import { type EmailMessage, type EmailProvider, EmailSendError, oneLineHeader, withOneLineHeaders } from "./types";

const SENDGRID_BASE = "https://api.sendgrid.com";
const SENDGRID_PROVIDER = "sendgrid";

export interface SendGridOptions {
	apiKey: string;
	fromEmail: string;
	/** Shown as the sender's name. */
	fromName: string;
	/** Another server speaking SendGrid's v3 API (tests); default https://api.sendgrid.com. */
	baseUrl?: string | null;
	usage: UsageSink;
}

/** SendGrid's v3 Mail Send API: `POST /v3/mail/send` with a bearer key; 202 means accepted. */
export class SendGridEmailProvider implements EmailProvider {
	readonly kind = "sendgrid";

	constructor(private readonly options: SendGridOptions) {}

	async send(unchecked: EmailMessage): Promise<void> {
		const message = withOneLineHeaders(unchecked);
		const { apiKey, usage } = this.options;
		const fromEmail = oneLineHeader(this.options.fromEmail);
		const fromName = oneLineHeader(this.options.fromName);
		const base = (this.options.baseUrl ?? SENDGRID_BASE).replace(/\/+$/, "");
		let res: Response;
		try {
			res = await fetch(`${base}/v3/mail/send`, {
				method: "POST",
				headers: { Authorization: `Bearer ${apiKey}`, "Content-Type": "application/json" },
				body: JSON.stringify({
					personalizations: [{ to: [{ email: message.to }] }],
					from: { email: fromEmail, name: fromName },
					subject: message.subject,
					// SendGrid wants text/plain before text/html.
					content: [
						{ type: "text/plain", value: message.text },
						{ type: "text/html", value: message.html },
					],
					// Links are credentials: SendGrid must not rewrite them for click tracking.
					tracking_settings: { click_tracking: { enable: false, enable_text: false } },
				}),
			});
		} catch (error) {
			console.warn("SendGrid unreachable", error);
			throw new EmailSendError("The e-mail service could not be reached");
		}
		usage.record({ provider: SENDGRID_PROVIDER, sku: "mail-send" });
		if (!res.ok) {
			// SendGrid's error body says why ({errors: [{message, field}]}); it goes to the log only.
			console.warn(`SendGrid refused the message: ${res.status}`, await res.text().catch(() => ""));
			throw new EmailSendError("The e-mail service refused the message");
		}
	}
}
