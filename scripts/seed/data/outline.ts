/**
 * A taxonomy written as an indented outline: two spaces per level, and a
 * line may end with ": a, b, c" to list its children on one line.
 *
 *   Restaurant
 *     Vegetarian Restaurant: Thali, South Indian
 *     Cafe
 */
export interface OutlineNode {
  title: string;
  children: OutlineNode[];
}

const INDENT = 2;

/** Parses an outline into its tree; refuses odd indentation, skipped levels and empty titles. */
export function parseOutline(text: string): OutlineNode[] {
  const roots: OutlineNode[] = [];
  const path: OutlineNode[] = [];
  text.split('\n').forEach((line, index) => {
    if (!line.trim()) return;
    const indent = line.length - line.trimStart().length;
    const depth = indent / INDENT;
    const where = `outline line ${index + 1} ("${line.trim()}")`;
    if (!Number.isInteger(depth) || depth > path.length) throw new Error(`Bad indentation at ${where}`);
    const [title = '', inline] = line.trim().split(/:\s*/, 2);
    if (!title) throw new Error(`No title at ${where}`);
    const children = inline === undefined ? [] : inline.split(',').map((child) => ({ title: child.trim(), children: [] }));
    if (children.some((child) => !child.title)) throw new Error(`Empty child title at ${where}`);
    const node = { title: title.trim(), children };
    path.length = depth;
    (depth === 0 ? roots : path[depth - 1]!.children).push(node);
    path.push(node);
  });
  return roots;
}
