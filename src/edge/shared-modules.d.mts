export function sharedModules(root: string): string[];
