import {
	cloneElement,
	type FocusEvent,
	type PointerEvent,
	type ReactElement,
	type ReactNode,
	useCallback,
	useEffect,
	useId,
	useLayoutEffect,
	useRef,
	useState,
} from "react";
import { createPortal } from "react-dom";

// A tooltip of our own, not Radix's: Radix Tooltip brings a positioning engine (floating-ui) and a
// dismissable layer, about 19 KB gzip that the workspace and the public view paid on their first
// load for five short labels.

/** Tooltips open after 700 ms of hover; moving to another within 300 ms of one closing skips the wait. */
const OPEN_DELAY_MS = 700;
const SKIP_DELAY_MS = 300;
/** Time to move the pointer from the trigger onto the tooltip (which keeps it open). */
const CLOSE_GRACE_MS = 100;
/** Space between the trigger and the tooltip, and between the tooltip and the window's edges (px). */
const GAP = 6;
const MARGIN = 8;

let lastClosedAt = 0;

interface TriggerProps {
	"aria-describedby"?: string;
	onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
	onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
	onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
	onFocus?: (event: FocusEvent<HTMLElement>) => void;
	onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

/**
 * A short label for `children` (one element that passes on its props, a button or a link): shown
 * above it (below when there is no room) after a hover, at once on keyboard focus; Escape, a press,
 * leaving or blurring hides it. The trigger is described by it while it shows; the pointer may
 * move onto it without it closing.
 */
export function Tooltip({ content, children }: { content: ReactNode; children: ReactElement<TriggerProps> }) {
	const id = useId();
	const [anchor, setAnchor] = useState<HTMLElement | null>(null);
	const timer = useRef<number | undefined>(undefined);
	const pressed = useRef(false);
	const wait = (ms: number, then: () => void) => {
		window.clearTimeout(timer.current);
		timer.current = window.setTimeout(then, ms);
	};
	const show = (element: HTMLElement) => {
		window.clearTimeout(timer.current);
		setAnchor(element);
	};
	const hide = useCallback(() => {
		window.clearTimeout(timer.current);
		setAnchor((shown) => {
			if (shown) lastClosedAt = Date.now();
			return null;
		});
	}, []);
	useEffect(() => () => window.clearTimeout(timer.current), []);
	useEffect(() => {
		if (!anchor) return;
		const onKey = (event: KeyboardEvent) => {
			if (event.key === "Escape") hide();
		};
		// A scroll would leave it behind: it goes, as Radix's did.
		const onScroll = () => hide();
		document.addEventListener("keydown", onKey);
		window.addEventListener("scroll", onScroll, true);
		return () => {
			document.removeEventListener("keydown", onKey);
			window.removeEventListener("scroll", onScroll, true);
		};
	}, [anchor, hide]);

	const own = children.props;
	const trigger = cloneElement(children, {
		"aria-describedby": anchor ? id : own["aria-describedby"],
		onPointerEnter: (event) => {
			own.onPointerEnter?.(event);
			if (event.pointerType === "touch") return;
			const element = event.currentTarget;
			wait(Date.now() - lastClosedAt < SKIP_DELAY_MS ? 0 : OPEN_DELAY_MS, () => show(element));
		},
		onPointerLeave: (event) => {
			own.onPointerLeave?.(event);
			wait(CLOSE_GRACE_MS, hide);
		},
		onPointerDown: (event) => {
			own.onPointerDown?.(event);
			// A press focuses the trigger: that focus is the pointer's, not the keyboard's.
			pressed.current = true;
			window.setTimeout(() => {
				pressed.current = false;
			});
			hide();
		},
		onFocus: (event) => {
			own.onFocus?.(event);
			if (!pressed.current) show(event.currentTarget);
		},
		onBlur: (event) => {
			own.onBlur?.(event);
			hide();
		},
	});
	return (
		<>
			{trigger}
			{anchor &&
				createPortal(
					<TooltipContent
						id={id}
						anchor={anchor}
						onPointerEnter={() => window.clearTimeout(timer.current)}
						onPointerLeave={() => wait(CLOSE_GRACE_MS, hide)}
					>
						{content}
					</TooltipContent>,
					document.body,
				)}
		</>
	);
}

interface Placement {
	top: number;
	left: number;
	/** The arrow's centre, from the tooltip's left edge. */
	arrow: number;
	below: boolean;
}

/** The tooltip, placed over its trigger (under it when there is no room above), inside the window. */
function TooltipContent({
	id,
	anchor,
	children,
	onPointerEnter,
	onPointerLeave,
}: {
	id: string;
	anchor: HTMLElement;
	children: ReactNode;
	onPointerEnter: () => void;
	onPointerLeave: () => void;
}) {
	const ref = useRef<HTMLDivElement>(null);
	const [placement, setPlacement] = useState<Placement | null>(null);
	useLayoutEffect(() => {
		const tip = ref.current?.getBoundingClientRect();
		if (!tip) return;
		const box = anchor.getBoundingClientRect();
		const below = box.top - tip.height - GAP < MARGIN;
		const centre = box.left + box.width / 2;
		const left = Math.max(MARGIN, Math.min(centre - tip.width / 2, window.innerWidth - tip.width - MARGIN));
		setPlacement({ top: below ? box.bottom + GAP : box.top - tip.height - GAP, left, arrow: centre - left, below });
	}, [anchor]);
	return (
		<div
			ref={ref}
			id={id}
			role="tooltip"
			onPointerEnter={onPointerEnter}
			onPointerLeave={onPointerLeave}
			style={{
				position: "fixed",
				top: placement?.top ?? 0,
				left: placement?.left ?? 0,
				visibility: placement ? "visible" : "hidden",
			}}
			className="z-50 max-w-xs animate-fade-in rounded-lg bg-ink-900 px-3 py-1.5 text-xs font-medium text-white shadow-[var(--shadow-pop)]"
		>
			{children}
			{placement && (
				<span
					aria-hidden
					className="absolute size-2 -translate-x-1/2 rotate-45 bg-ink-900"
					style={{ left: placement.arrow, ...(placement.below ? { top: -4 } : { bottom: -4 }) }}
				/>
			)}
		</div>
	);
}
