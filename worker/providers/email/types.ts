/** One e-mail: plain text and HTML bodies of the same message. */
export interface EmailMessage {
	to: string;
	subject: string;
	text: string;
	html: string;
}

/** Sends e-mail: SendGrid when SENDGRID_API_KEY is set, otherwise the D1 outbox. */
export interface EmailProvider {
	readonly kind: "sendgrid" | "outbox";
	/** Resolves once the message is accepted; throws EmailSendError when it is not. */
	send(message: EmailMessage): Promise<void>;
}

/** The e-mail service refused the message or could not be reached: the route answers 502. */
export class EmailSendError extends Error {
	override readonly name = "EmailSendError";
}
