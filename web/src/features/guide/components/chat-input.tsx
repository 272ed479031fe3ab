import { RotateCcw, SendHorizontal } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useLayoutEffect, useRef, useState } from "react";
import { GUIDE_MESSAGE_MAX } from "../../../../../domain/guide/guide-rules";
import { Tooltip } from "../../../components/ui/tooltip";

/** The textarea grows from 48 to 200 px. */
export const TEXTAREA_MIN_PX = 48;
export const TEXTAREA_MAX_PX = 200;

/** Enter sends, Shift+Enter adds a line; nothing empty and nothing while a reply is on its way. */
export function ChatInput({
	busy,
	onSend,
	onReset,
	above,
}: {
	busy: boolean;
	onSend: (message: string) => void;
	onReset: () => void;
	/** Shown above the input, in the same bar (the conversation's filter chips). */
	above?: ReactNode;
}) {
	const [text, setText] = useState("");
	const ref = useRef<HTMLTextAreaElement>(null);
	const canSend = text.trim().length > 0 && !busy;

	// Re-measured whenever the text changes. Empty, it is one line: no measuring, which would lay out
	// the whole page in the middle of the workspace's first render.
	useLayoutEffect(() => {
		const el = ref.current;
		if (!el) return;
		el.style.height = `${TEXTAREA_MIN_PX}px`;
		if (!text) return;
		el.style.height = `${Math.min(TEXTAREA_MAX_PX, Math.max(TEXTAREA_MIN_PX, el.scrollHeight))}px`;
	}, [text]);

	function send() {
		if (!canSend) return;
		onSend(text.trim());
		setText("");
	}

	function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
		if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
			event.preventDefault();
			send();
		}
	}

	return (
		<div data-bottom-bar className="border-t border-sand-200 bg-white">
			{above}
			<form
				className="flex items-end gap-2 p-3"
				onSubmit={(event) => {
					event.preventDefault();
					send();
				}}
			>
				<Tooltip content="Start over">
					<button
						type="button"
						onClick={onReset}
						disabled={busy}
						aria-label="Reset conversation"
						className="mb-1 rounded-full p-2.5 text-ink-500 hover:bg-sand-100 hover:text-ink-900 disabled:opacity-40"
					>
						<RotateCcw aria-hidden className="size-4" />
					</button>
				</Tooltip>
				<label className="sr-only" htmlFor="guide-message">
					Message Guide AI
				</label>
				<textarea
					id="guide-message"
					ref={ref}
					data-focus-fallback
					rows={1}
					value={text}
					maxLength={GUIDE_MESSAGE_MAX}
					onChange={(event) => setText(event.target.value)}
					onKeyDown={onKeyDown}
					placeholder="Ask Wunder for ideas…"
					style={{ minHeight: TEXTAREA_MIN_PX, maxHeight: TEXTAREA_MAX_PX }}
					className="flex-1 resize-none rounded-2xl border border-sand-200 bg-sand-50 px-4 py-3 text-sm leading-5 focus:border-brand-500 focus:bg-white focus:outline-none focus:ring-2 focus:ring-brand-200"
				/>
				<button
					type="submit"
					disabled={!canSend}
					aria-label="Send message"
					className="mb-1 rounded-full bg-sunrise-700 p-2.5 text-white shadow-sm hover:bg-sunrise-800 disabled:opacity-40"
				>
					<SendHorizontal aria-hidden className="size-4" />
				</button>
			</form>
		</div>
	);
}
