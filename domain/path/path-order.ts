/**
 * A path's order optimisation: the cheapest visiting order over a travel-time matrix (nearest
 * neighbour from each start, then 2-opt), for `POST /api/paths/{id}/optimize`. Pure; re-exported
 * by ./path-rules.
 */

/** Total cost of visiting `order` (indices into the matrix) in sequence. */
export function routeCost(matrix: readonly (readonly number[])[], order: readonly number[]): number {
	let cost = 0;
	for (let i = 1; i < order.length; i++) {
		cost += matrix[order[i - 1] as number]?.[order[i] as number] ?? Number.POSITIVE_INFINITY;
	}
	return cost;
}

function nearestNeighbour(matrix: readonly (readonly number[])[], start: number): number[] {
	const n = matrix.length;
	const order = [start];
	const visited = new Set(order);
	while (order.length < n) {
		const from = order[order.length - 1] as number;
		let best = -1;
		let bestCost = Number.POSITIVE_INFINITY;
		for (let j = 0; j < n; j++) {
			if (visited.has(j)) continue;
			const cost = matrix[from]?.[j] ?? Number.POSITIVE_INFINITY;
			if (best === -1 || cost < bestCost) {
				best = j;
				bestCost = cost;
			}
		}
		order.push(best);
		visited.add(best);
	}
	return order;
}

/**
 * 2-opt on an open path with its first element fixed: reverse any segment order[i..j] (i ≥ 1) that
 * makes the whole path cheaper, until no reversal helps. The matrix may be asymmetric, so each
 * candidate is costed in full.
 */
function twoOpt(matrix: readonly (readonly number[])[], initial: readonly number[]): number[] {
	let order = [...initial];
	let best = routeCost(matrix, order);
	let improved = true;
	let rounds = 0;
	while (improved && rounds < 100) {
		improved = false;
		rounds++;
		for (let i = 1; i < order.length - 1; i++) {
			for (let j = i + 1; j < order.length; j++) {
				const candidate = [...order.slice(0, i), ...order.slice(i, j + 1).reverse(), ...order.slice(j + 1)];
				const cost = routeCost(matrix, candidate);
				if (cost < best - 1e-9) {
					order = candidate;
					best = cost;
					improved = true;
				}
			}
		}
	}
	return order;
}

/**
 * A cheaper visiting order for a square cost matrix (durations) whose rows are the stops in their
 * current order: the first stop stays first and the last is free. Nearest neighbour, then 2-opt; the
 * current order improved by 2-opt is tried too, and the cheapest wins (never worse than the current
 * order). Returns indices into the matrix and both costs.
 */
export function optimiseOrder(matrix: readonly (readonly number[])[]): {
	order: number[];
	currentCost: number;
	optimisedCost: number;
} {
	const n = matrix.length;
	const current = Array.from({ length: n }, (_, i) => i);
	const currentCost = routeCost(matrix, current);
	if (n <= 2) return { order: current, currentCost, optimisedCost: currentCost };
	const candidates = [twoOpt(matrix, nearestNeighbour(matrix, 0)), twoOpt(matrix, current)];
	let order = current;
	let optimisedCost = currentCost;
	for (const candidate of candidates) {
		const cost = routeCost(matrix, candidate);
		if (cost < optimisedCost - 1e-9) {
			order = candidate;
			optimisedCost = cost;
		}
	}
	return { order, currentCost, optimisedCost };
}
