/**
 * How hard the loops of the reliability and property suites run (kills, races, fuzz runs, attack
 * rounds). Every guarantee is checked at every intensity, each path of a loop reached in every run
 * (a suite's comment says how); what grows is the number of tries, i.e. the chance of meeting a
 * rare interleaving.
 * - quick (default, `npm test`): a few tries of each, so the whole suite stays a couple of minutes;
 * - thorough (`PM_THOROUGH=1`, `npm run test:thorough`, run by .ci/run after `npm test`): the
 *   counts CI has always run;
 * - heavy (`PM_HEAVY=1`): the long variants, for a change to the storage or a release.
 */
export type Intensity = 'quick' | 'thorough' | 'heavy';

export const INTENSITY: Intensity = process.env.PM_HEAVY === '1' ? 'heavy' : process.env.PM_THOROUGH === '1' ? 'thorough' : 'quick';

/** True with PM_HEAVY=1 only. */
export const HEAVY = INTENSITY === 'heavy';

/** The value for the current intensity. */
export function byIntensity<T>(quick: T, thorough: T, heavy: T): T {
  return INTENSITY === 'heavy' ? heavy : INTENSITY === 'thorough' ? thorough : quick;
}
