export function importedSpecifiers(text: string): string[];
export function packageOf(specifier: string): string | null;
export function undeclaredImports(root: string): Array<{ workspace: string; file: string; name: string }>;
export function workspaceCycles(root: string): string[][];
