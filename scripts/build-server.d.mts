export const builtServerEntry: string;
export function buildServer(outfile?: string): Promise<string>;
