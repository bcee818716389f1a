/**
 * The small checking language the settings are validated with: a {@link Check} takes a value and
 * answers null when it is fine, or what is wrong with it ("must be …"), which `settingsIssues`
 * prefixes with the field's name.
 */
export type Check = (value: unknown) => string | null;

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const describe = (value: unknown): string => (value === undefined ? 'nothing' : JSON.stringify(value));

export const boolean: Check = (v) => (typeof v === 'boolean' ? null : 'must be true or false');

export const integer =
  (min: number, max: number): Check =>
  (v) =>
    typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max
      ? null
      : `must be an integer from ${min} to ${max}`;

export const matching =
  (pattern: RegExp, what: string): Check =>
  (v) =>
    typeof v === 'string' && pattern.test(v) ? null : `must be ${what}`;

export const oneOf =
  (...options: string[]): Check =>
  (v) =>
    typeof v === 'string' && options.includes(v) ? null : `must be one of ${options.map((o) => `"${o}"`).join(', ')}`;

export const arrayOf =
  (item: Check, { nonEmpty }: { nonEmpty: boolean }): Check =>
  (v) => {
    if (!Array.isArray(v)) return 'must be an array';
    if (nonEmpty && v.length === 0) return 'must not be empty';
    for (const [index, entry] of v.entries()) {
      const problem = item(entry);
      if (problem) return `[${index}] ${problem} (got ${describe(entry)})`;
    }
    return null;
  };
