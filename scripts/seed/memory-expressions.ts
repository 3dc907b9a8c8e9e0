/**
 * DynamoDB's expression language (conditions, key conditions, filters,
 * updates and projections) parsed and evaluated over plain items, for the
 * in-memory table the fast seed runs on (scripts/seed/memory-table.ts).
 * Follows the DynamoDB developer guide's grammar; what DynamoDB would refuse
 * (a path through a missing map in SET, mixed types in ADD) throws.
 */

export type Item = Record<string, unknown>;
type Names = Record<string, string> | undefined;
type Values = Record<string, unknown> | undefined;

type Segment = string | number;
/** A path's segments with its name placeholders still unresolved: '#a', 'b', 0. */
interface PathNode {
  type: 'path';
  segments: Segment[];
}
interface ValueNode {
  type: 'value';
  name: string;
}
interface CallNode {
  type: 'call';
  name: string;
  args: OperandNode[];
}
interface ArithmeticNode {
  type: 'arithmetic';
  operator: '+' | '-';
  left: OperandNode;
  right: OperandNode;
}
type OperandNode = PathNode | ValueNode | CallNode | ArithmeticNode;

type ConditionNode =
  | { type: 'and' | 'or'; left: ConditionNode; right: ConditionNode }
  | { type: 'not'; operand: ConditionNode }
  | { type: 'compare'; operator: string; left: OperandNode; right: OperandNode }
  | { type: 'between'; operand: OperandNode; low: OperandNode; high: OperandNode }
  | { type: 'in'; operand: OperandNode; list: OperandNode[] }
  | { type: 'function'; call: CallNode };

export interface UpdateNode {
  set: Array<{ path: PathNode; value: OperandNode }>;
  remove: PathNode[];
  add: Array<{ path: PathNode; value: OperandNode }>;
  delete: Array<{ path: PathNode; value: OperandNode }>;
}

const TOKEN = /\s*(?:(#[A-Za-z0-9_]+)|(:[A-Za-z0-9_]+)|(\d+)|([A-Za-z_][A-Za-z0-9_]*)|(<>|<=|>=|[=<>+\-,()[\].]))/y;

function tokenize(expression: string): string[] {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < expression.length) {
    if (/^\s*$/.test(expression.slice(TOKEN.lastIndex))) break;
    const match = TOKEN.exec(expression);
    if (!match) throw new Error(`Cannot parse expression at ${TOKEN.lastIndex}: ${expression}`);
    tokens.push(match.slice(1).find((group) => group !== undefined)!);
  }
  return tokens;
}

const COMPARATORS = new Set(['=', '<>', '<', '<=', '>', '>=']);

class Parser {
  private index = 0;
  constructor(
    private readonly tokens: string[],
    private readonly source: string,
  ) {}

  peek(offset = 0) {
    return this.tokens[this.index + offset];
  }
  next() {
    const token = this.tokens[this.index++];
    if (token === undefined) throw new Error(`Unexpected end of expression: ${this.source}`);
    return token;
  }
  expect(token: string) {
    const found = this.next();
    if (found.toUpperCase() !== token) throw new Error(`Expected ${token}, found ${found} in ${this.source}`);
  }
  keyword(word: string) {
    return this.peek()?.toUpperCase() === word;
  }
  done() {
    return this.index >= this.tokens.length;
  }

  condition(): ConditionNode {
    let left = this.conjunction();
    while (this.keyword('OR')) {
      this.next();
      left = { type: 'or', left, right: this.conjunction() };
    }
    return left;
  }
  conjunction(): ConditionNode {
    let left = this.negation();
    while (this.keyword('AND')) {
      this.next();
      left = { type: 'and', left, right: this.negation() };
    }
    return left;
  }
  negation(): ConditionNode {
    if (this.keyword('NOT')) {
      this.next();
      return { type: 'not', operand: this.negation() };
    }
    if (this.peek() === '(') {
      this.next();
      const inner = this.condition();
      this.expect(')');
      return inner;
    }
    const operand = this.operand();
    const token = this.peek();
    if (token && COMPARATORS.has(token)) {
      this.next();
      return { type: 'compare', operator: token, left: operand, right: this.operand() };
    }
    if (this.keyword('BETWEEN')) {
      this.next();
      const low = this.operand();
      this.expect('AND');
      return { type: 'between', operand, low, high: this.operand() };
    }
    if (this.keyword('IN')) {
      this.next();
      this.expect('(');
      const list = [this.operand()];
      while (this.peek() === ',') {
        this.next();
        list.push(this.operand());
      }
      this.expect(')');
      return { type: 'in', operand, list };
    }
    if (operand.type !== 'call') throw new Error(`Expected a condition in ${this.source}`);
    return { type: 'function', call: operand };
  }

  /** A path, a value, a function call, or (in SET) a sum or difference of two. */
  operand(arithmetic = false): OperandNode {
    const first = this.primary();
    if (arithmetic && (this.peek() === '+' || this.peek() === '-')) {
      const operator = this.next() as '+' | '-';
      return { type: 'arithmetic', operator, left: first, right: this.primary() };
    }
    return first;
  }
  primary(): OperandNode {
    const token = this.next();
    if (token.startsWith(':')) return { type: 'value', name: token };
    if (this.peek() === '(' && /^[a-z_]+$/.test(token)) {
      this.next();
      const args: OperandNode[] = [];
      if (this.peek() !== ')') {
        args.push(this.operand(true));
        while (this.peek() === ',') {
          this.next();
          args.push(this.operand(true));
        }
      }
      this.expect(')');
      return { type: 'call', name: token, args };
    }
    return this.pathFrom(token);
  }
  pathFrom(first: string): PathNode {
    const segments: Segment[] = [first];
    for (;;) {
      if (this.peek() === '.') {
        this.next();
        segments.push(this.next());
      } else if (this.peek() === '[') {
        this.next();
        segments.push(Number(this.next()));
        this.expect(']');
      } else return { type: 'path', segments };
    }
  }
  path(): PathNode {
    return this.pathFrom(this.next());
  }

  update(): UpdateNode {
    const update: UpdateNode = { set: [], remove: [], add: [], delete: [] };
    while (!this.done()) {
      const clause = this.next().toUpperCase();
      const each = (read: () => void) => {
        read();
        while (this.peek() === ',') {
          this.next();
          read();
        }
      };
      if (clause === 'SET')
        each(() => {
          const path = this.path();
          this.expect('=');
          update.set.push({ path, value: this.operand(true) });
        });
      else if (clause === 'REMOVE') each(() => update.remove.push(this.path()));
      else if (clause === 'ADD' || clause === 'DELETE') each(() => update[clause === 'ADD' ? 'add' : 'delete'].push({ path: this.path(), value: this.operand() }));
      else throw new Error(`Unknown update clause ${clause} in ${this.source}`);
    }
    return update;
  }
}

const conditionCache = new Map<string, ConditionNode>();
const updateCache = new Map<string, UpdateNode>();
const projectionCache = new Map<string, PathNode[]>();

export function parseCondition(expression: string): ConditionNode {
  let parsed = conditionCache.get(expression);
  if (!parsed) {
    const parser = new Parser(tokenize(expression), expression);
    parsed = parser.condition();
    if (!parser.done()) throw new Error(`Unexpected ${parser.peek()} in ${expression}`);
    conditionCache.set(expression, parsed);
  }
  return parsed;
}

export function parseUpdate(expression: string): UpdateNode {
  let parsed = updateCache.get(expression);
  if (!parsed) {
    parsed = new Parser(tokenize(expression), expression).update();
    updateCache.set(expression, parsed);
  }
  return parsed;
}

function parseProjection(expression: string): PathNode[] {
  let parsed = projectionCache.get(expression);
  if (!parsed) {
    const parser = new Parser(tokenize(expression), expression);
    parsed = [parser.path()];
    while (parser.peek() === ',') {
      parser.next();
      parsed.push(parser.path());
    }
    projectionCache.set(expression, parsed);
  }
  return parsed;
}

/** The attribute names a path stands for, its placeholders resolved. */
export function resolvePath(path: PathNode, names: Names): Segment[] {
  return path.segments.map((segment) => {
    if (typeof segment === 'number' || !segment.startsWith('#')) return segment;
    const name = names?.[segment];
    if (name === undefined) throw new Error(`No ExpressionAttributeNames entry for ${segment}`);
    return name;
  });
}

function readPath(item: unknown, segments: Segment[]): unknown {
  let current = item;
  for (const segment of segments) {
    if (current === null || current === undefined) return undefined;
    if (typeof segment === 'number') current = Array.isArray(current) ? current[segment] : undefined;
    else current = typeof current === 'object' && !Array.isArray(current) && !(current instanceof Set) ? (current as Item)[segment] : undefined;
  }
  return current;
}

function isNumber(value: unknown): value is number {
  return typeof value === 'number';
}

function typeOf(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (value === null) return 'NULL';
  if (typeof value === 'string') return 'S';
  if (typeof value === 'number') return 'N';
  if (typeof value === 'boolean') return 'BOOL';
  if (value instanceof Uint8Array) return 'B';
  if (Array.isArray(value)) return 'L';
  if (value instanceof Set) {
    const first = value.values().next().value as unknown;
    return typeof first === 'number' ? 'NS' : first instanceof Uint8Array ? 'BS' : 'SS';
  }
  return 'M';
}

/**
 * A deep copy of a stored value (maps, lists, sets, binary), leaving out
 * undefined members as the document client's removeUndefinedValues does.
 */
export function copy<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.filter((member) => member !== undefined).map(copy) as T;
  if (value instanceof Set) return new Set(value) as T;
  if (value instanceof Uint8Array) return value.slice() as T;
  const copied: Item = {};
  for (const name in value as Item) {
    const member = (value as Item)[name];
    if (member !== undefined) copied[name] = copy(member);
  }
  return copied as T;
}

/** Freezes a stored value's maps and lists, so code that changes what it read throws (sets and binary cannot be frozen). */
export function freeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || value instanceof Set || value instanceof Uint8Array || Object.isFrozen(value)) return value;
  for (const member of Object.values(value)) freeze(member);
  return Object.freeze(value);
}

export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') return false;
  if (a instanceof Set) return b instanceof Set && a.size === b.size && [...a].every((value) => b.has(value));
  if (a instanceof Uint8Array) return b instanceof Uint8Array && a.length === b.length && a.every((byte, index) => byte === b[index]);
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((value, index) => deepEqual(value, b[index]));
  if (Array.isArray(b) || b instanceof Set || b instanceof Uint8Array) return false;
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b as Item);
  return aKeys.length === bKeys.length && aKeys.every((key) => deepEqual((a as Item)[key], (b as Item)[key]));
}

/** DynamoDB orders numbers by value and strings by their UTF-8 bytes; other types do not compare. */
function compare(a: unknown, b: unknown): number | undefined {
  if (isNumber(a) && isNumber(b)) return a - b;
  if (typeof a === 'string' && typeof b === 'string') return compareStrings(a, b);
  return undefined;
}

const ASTRAL_OR_PRIVATE = /[\ud800-\uffff]/;

export function compareStrings(a: string, b: string): number {
  if (a === b) return 0;
  // Below U+D800, UTF-16 code units sort as UTF-8 bytes do; only then is the byte comparison needed.
  if (!ASTRAL_OR_PRIVATE.test(a) && !ASTRAL_OR_PRIVATE.test(b)) return a < b ? -1 : 1;
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}

interface Context {
  item: Item | undefined;
  names: Names;
  values: Values;
}

function evaluateOperand(node: OperandNode, context: Context): unknown {
  switch (node.type) {
    case 'value': {
      if (!context.values || !(node.name in context.values)) throw new Error(`No ExpressionAttributeValues entry for ${node.name}`);
      return context.values[node.name];
    }
    case 'path':
      return readPath(context.item, resolvePath(node, context.names));
    case 'arithmetic': {
      const left = evaluateOperand(node.left, context);
      const right = evaluateOperand(node.right, context);
      if (!isNumber(left) || !isNumber(right)) throw validation('An operand in the update expression has an incorrect data type');
      return node.operator === '+' ? left + right : left - right;
    }
    case 'call': {
      const [first, second] = node.args;
      switch (node.name) {
        case 'if_not_exists': {
          const current = first && evaluateOperand(first, context);
          return current === undefined ? evaluateOperand(second!, context) : current;
        }
        case 'list_append': {
          const a = evaluateOperand(first!, context);
          const b = evaluateOperand(second!, context);
          if (!Array.isArray(a) || !Array.isArray(b)) throw validation('list_append needs two lists');
          return [...a, ...b];
        }
        case 'size': {
          const value = evaluateOperand(first!, context);
          if (typeof value === 'string') return Buffer.byteLength(value, 'utf8');
          if (value instanceof Uint8Array) return value.length;
          if (Array.isArray(value)) return value.length;
          if (value instanceof Set) return value.size;
          if (value && typeof value === 'object') return Object.keys(value).length;
          return undefined;
        }
        default:
          throw new Error(`Function ${node.name} is not an operand`);
      }
    }
  }
}

function evaluateFunction(call: CallNode, context: Context): boolean {
  const [first, second] = call.args;
  const value = () => evaluateOperand(first!, context);
  const argument = () => evaluateOperand(second!, context);
  switch (call.name) {
    case 'attribute_exists':
      return value() !== undefined;
    case 'attribute_not_exists':
      return value() === undefined;
    case 'attribute_type':
      return typeOf(value()) === argument();
    case 'begins_with': {
      const [subject, prefix] = [value(), argument()];
      return typeof subject === 'string' && typeof prefix === 'string' && subject.startsWith(prefix);
    }
    case 'contains': {
      const [subject, operand] = [value(), argument()];
      if (typeof subject === 'string') return typeof operand === 'string' && subject.includes(operand);
      if (subject instanceof Set) return subject.has(operand);
      if (Array.isArray(subject)) return subject.some((entry) => deepEqual(entry, operand));
      return false;
    }
    default:
      throw new Error(`Unknown condition function ${call.name}`);
  }
}

function evaluateCondition(node: ConditionNode, context: Context): boolean {
  switch (node.type) {
    case 'and':
      return evaluateCondition(node.left, context) && evaluateCondition(node.right, context);
    case 'or':
      return evaluateCondition(node.left, context) || evaluateCondition(node.right, context);
    case 'not':
      return !evaluateCondition(node.operand, context);
    case 'function':
      return evaluateFunction(node.call, context);
    case 'between': {
      const value = evaluateOperand(node.operand, context);
      const low = compare(value, evaluateOperand(node.low, context));
      const high = compare(value, evaluateOperand(node.high, context));
      return low !== undefined && high !== undefined && low >= 0 && high <= 0;
    }
    case 'in': {
      const value = evaluateOperand(node.operand, context);
      return value !== undefined && node.list.some((entry) => deepEqual(value, evaluateOperand(entry, context)));
    }
    case 'compare': {
      const left = evaluateOperand(node.left, context);
      const right = evaluateOperand(node.right, context);
      if (left === undefined || right === undefined) return node.operator === '<>' && left !== right;
      if (node.operator === '=') return deepEqual(left, right);
      if (node.operator === '<>') return !deepEqual(left, right);
      const order = compare(left, right);
      if (order === undefined) return false;
      return node.operator === '<' ? order < 0 : node.operator === '<=' ? order <= 0 : node.operator === '>' ? order > 0 : order >= 0;
    }
  }
}

/** Whether the item (undefined when there is none) meets the condition. */
export function meetsCondition(expression: string | undefined, item: Item | undefined, names: Names, values: Values): boolean {
  if (!expression) return true;
  return evaluateCondition(parseCondition(expression), { item, names, values });
}

/** The value an equality on `attribute` at the top of an AND chain asks for (a key condition's partition key). */
export function equalityValue(expression: string, attribute: string, names: Names, values: Values): unknown {
  const visit = (node: ConditionNode): unknown => {
    if (node.type === 'and') return visit(node.left) ?? visit(node.right);
    if (node.type !== 'compare' || node.operator !== '=') return undefined;
    const [path, value] = node.left.type === 'path' ? [node.left, node.right] : [node.right, node.left];
    if (path.type !== 'path') return undefined;
    const resolved = resolvePath(path, names);
    return resolved.length === 1 && resolved[0] === attribute ? evaluateOperand(value, { item: undefined, names, values }) : undefined;
  };
  return visit(parseCondition(expression));
}

function validation(message: string) {
  const error = new Error(message);
  error.name = 'ValidationException';
  return error;
}

function writePath(item: Item, segments: Segment[], value: unknown) {
  let parent: unknown = item;
  for (const [index, segment] of segments.entries()) {
    const last = index === segments.length - 1;
    if (typeof segment === 'number') {
      if (!Array.isArray(parent)) throw validation('The document path provided in the update expression is invalid for update');
      if (last) {
        if (segment >= parent.length) parent.push(value);
        else parent[segment] = value;
        return;
      }
      parent = parent[segment];
    } else {
      if (!parent || typeof parent !== 'object' || Array.isArray(parent) || parent instanceof Set) throw validation('The document path provided in the update expression is invalid for update');
      if (last) {
        (parent as Item)[segment] = value;
        return;
      }
      parent = (parent as Item)[segment];
    }
  }
}

function removePath(item: Item, segments: Segment[]) {
  const parent = readPath(item, segments.slice(0, -1));
  const last = segments.at(-1)!;
  if (typeof last === 'number') {
    if (Array.isArray(parent) && last < parent.length) parent.splice(last, 1);
  } else if (parent && typeof parent === 'object' && !Array.isArray(parent)) delete (parent as Item)[last];
}

/**
 * Applies an update expression to a copy of the item (a new one when
 * undefined, with its key) and answers the new item and the top-level
 * attributes it touched.
 */
export function applyUpdate(expression: string | undefined, current: Item | undefined, key: Item, names: Names, values: Values): { item: Item; touched: Set<string> } {
  const item: Item = current ? copy(current) : copy(key);
  const touched = new Set<string>();
  if (!expression) return { item, touched };
  const update = parseUpdate(expression);
  const before: Context = { item: current ?? copy(key), names, values };
  // Every SET value reads the item as it was before this update.
  const sets = update.set.map(({ path, value }) => ({ segments: resolvePath(path, names), value: copy(evaluateOperand(value, before)) }));
  for (const { segments, value } of sets) {
    touched.add(String(segments[0]));
    if (value === undefined) throw validation('An expression attribute value used in expression is not defined');
    writePath(item, segments, value);
  }
  for (const path of update.remove) {
    const segments = resolvePath(path, names);
    touched.add(String(segments[0]));
    removePath(item, segments);
  }
  for (const { path, value } of update.add) {
    const segments = resolvePath(path, names);
    touched.add(String(segments[0]));
    const operand = evaluateOperand(value, before);
    const existing = readPath(item, segments);
    if (isNumber(operand)) {
      if (existing !== undefined && !isNumber(existing)) throw validation('An operand in the update expression has an incorrect data type');
      writePath(item, segments, (existing ?? 0) + operand);
    } else if (operand instanceof Set) {
      if (existing !== undefined && !(existing instanceof Set)) throw validation('An operand in the update expression has an incorrect data type');
      writePath(item, segments, new Set([...((existing as Set<unknown> | undefined) ?? []), ...operand]));
    } else throw validation('ADD takes a number or a set');
  }
  for (const { path, value } of update.delete) {
    const segments = resolvePath(path, names);
    touched.add(String(segments[0]));
    const operand = evaluateOperand(value, before);
    const existing = readPath(item, segments);
    if (!(operand instanceof Set)) throw validation('DELETE takes a set');
    if (!(existing instanceof Set)) continue;
    const left = new Set([...existing].filter((entry) => !operand.has(entry)));
    if (left.size) writePath(item, segments, left);
    else removePath(item, segments);
  }
  return { item, touched };
}

/** The item with only the projected attributes. */
export function project(item: Item, expression: string | undefined, names: Names): Item {
  if (!expression) return item;
  const projected: Item = {};
  for (const path of parseProjection(expression)) {
    const segments = resolvePath(path, names);
    const value = readPath(item, segments);
    if (value === undefined) continue;
    if (segments.length === 1) projected[String(segments[0])] = value;
    else {
      // A nested path keeps its enclosing maps, holding only what was asked for.
      let target: Item = projected;
      for (const segment of segments.slice(0, -1)) target = (target[String(segment)] ??= {}) as Item;
      target[String(segments.at(-1))] = value;
    }
  }
  return projected;
}
