import { Compass, Map as MapIcon, MessageCircleHeart, Sparkles } from "lucide-react";
import { Link } from "react-router-dom";
import { buttonClasses } from "../../components/ui/button";
import { paths } from "../../lib/paths";
import { HeroScene } from "./hero-scene";

const steps = [
	{
		icon: Sparkles,
		title: "Get Inspired",
		text: "Tell Guide AI where you're headed and how old the kids are. Wunder suggests real places they'll love.",
	},
	{
		icon: Compass,
		title: "Plan Adventures",
		text: "Save the favourites to your adventure, with family notes on what makes each place worth the trip.",
	},
	{
		icon: MapIcon,
		title: "Map It Out",
		text: "Turn saved places into paths for walking, biking or driving, with distances and times for every leg.",
	},
	{
		icon: MessageCircleHeart,
		title: "Keep the Fun Going",
		text: "Share with grandparents and friends, or publish your adventure so other families can follow it.",
	},
];

/** The signed-out home page. */
export function LandingPage() {
	return (
		<main>
			<section className="relative isolate overflow-hidden">
				<HeroScene className="absolute inset-0 -z-10 size-full" />
				<div className="absolute inset-0 -z-10 bg-gradient-to-b from-black/10 via-transparent to-black/30" />
				<div className="mx-auto flex min-h-[560px] max-w-7xl flex-col items-start justify-center px-4 py-20 sm:px-6">
					<p className="mb-4 rounded-full bg-white/20 px-4 py-1 text-sm font-semibold text-white backdrop-blur">
						Free beta access for families
					</p>
					<h1 className="max-w-2xl font-display text-4xl leading-tight font-extrabold text-white drop-shadow sm:text-6xl">
						Adventure Anywhere. Play Everywhere.
					</h1>
					<p className="mt-5 max-w-xl text-lg text-white/90">
						Family trips planned with a guide who knows your kids: real places, ready-made routes, and ideas for every
						age.
					</p>
					<a href={paths.login} className={buttonClasses("accent", "lg", "mt-8")}>
						Start Your Next Adventure
					</a>
				</div>
			</section>

			<section className="mx-auto max-w-7xl px-4 py-20 sm:px-6" aria-labelledby="how-it-works">
				<h2 id="how-it-works" className="text-center font-display text-3xl font-extrabold sm:text-4xl">
					How the Adventure Guide Works
				</h2>
				<ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
					{steps.map((step, index) => (
						<li key={step.title} className="rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)]">
							<span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
								<step.icon aria-hidden className="size-6" />
							</span>
							<p className="mt-4 text-xs font-bold tracking-wider text-sunrise-600 uppercase">Step {index + 1}</p>
							<h3 className="mt-1 font-display text-xl font-extrabold">{step.title}</h3>
							<p className="mt-2 text-sm leading-relaxed text-ink-500">{step.text}</p>
						</li>
					))}
				</ol>
				<div className="mt-12 flex justify-center">
					<a href={paths.login} className={buttonClasses("primary", "lg")}>
						Plan Your Next Adventure
					</a>
				</div>
			</section>

			<section className="bg-brand-800 text-white" aria-labelledby="discover-more">
				<div className="mx-auto flex max-w-7xl flex-col items-center gap-6 px-4 py-16 text-center sm:px-6">
					<h2 id="discover-more" className="font-display text-3xl font-extrabold">
						Discover adventures from Adventure Guide families
					</h2>
					<p className="max-w-xl text-white/80">
						See where other families went, and duplicate a plan to make it your own.
					</p>
					<Link to={paths.discover} className={buttonClasses("accent", "lg")}>
						Discover More Adventures
					</Link>
				</div>
			</section>
		</main>
	);
}
