/** Shape checks for values read back from storage. */
export const isStringArray = (x: unknown): x is string[] => Array.isArray(x) && x.every((v) => typeof v === 'string');
