/** The q-quantile (nearest rank) of numbers. */
export declare function quantile(numbers: readonly number[], q: number): number
