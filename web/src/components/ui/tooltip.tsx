import * as TooltipPrimitive from "@radix-ui/react-tooltip";
import type { ReactNode } from "react";

/** Tooltips open after 700 ms; moving between them within 300 ms skips the delay. */
const TOOLTIP_DELAY_MS = 700;
const TOOLTIP_SKIP_DELAY_MS = 300;

export function TooltipProvider({ children }: { children: ReactNode }) {
	return (
		<TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
			{children}
		</TooltipPrimitive.Provider>
	);
}

export function Tooltip({ content, children }: { content: ReactNode; children: ReactNode }) {
	return (
		<TooltipPrimitive.Root>
			<TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
			<TooltipPrimitive.Portal>
				<TooltipPrimitive.Content
					sideOffset={6}
					className="z-50 animate-fade-in rounded-lg bg-ink-900 px-3 py-1.5 text-xs font-medium text-white shadow-[var(--shadow-pop)]"
				>
					{content}
					<TooltipPrimitive.Arrow className="fill-ink-900" />
				</TooltipPrimitive.Content>
			</TooltipPrimitive.Portal>
		</TooltipPrimitive.Root>
	);
}
