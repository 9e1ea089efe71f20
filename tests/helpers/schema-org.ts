// A small validator for the schema.org types the site's JSON-LD uses (src/lib/structured-data.ts):
// each type's required properties and what they hold, after schema.org and the rules search engines
// apply to FAQ and breadcrumb markup (an FAQPage has at least one Question; a Question its name and
// accepted Answer; an Answer its text; a BreadcrumbList its ListItems, numbered from 1, each with a
// name and an address). A property a type does not have, or a type not listed here, is an error too.

type Check = (value: unknown, at: string, errors: string[]) => void;

const text: Check = (v, at, errors) => {
  if (typeof v !== 'string' || v.trim() === '') errors.push(`${at}: expected non-empty text`);
};
const url: Check = (v, at, errors) => {
  if (typeof v !== 'string' || !/^https?:\/\/[^/]+\//.test(v)) errors.push(`${at}: expected an absolute URL, got ${JSON.stringify(v)}`);
};
const integer: Check = (v, at, errors) => {
  if (!Number.isInteger(v) || (v as number) < 1) errors.push(`${at}: expected a positive integer`);
};
const one = (type: string): Check => (v, at, errors) => validateNode(v, at, errors, type);
const many = (type: string): Check => (v, at, errors) => {
  if (!Array.isArray(v) || v.length === 0) return void errors.push(`${at}: expected a non-empty list of ${type}`);
  v.forEach((item, i) => validateNode(item, `${at}[${i}]`, errors, type));
};

interface TypeRule {
  readonly required: Readonly<Record<string, Check>>;
  readonly optional: Readonly<Record<string, Check>>;
}

export const SCHEMA_TYPES: Readonly<Record<string, TypeRule>> = {
  FAQPage: { required: { mainEntity: many('Question') }, optional: { url, name: text, inLanguage: text } },
  Question: { required: { name: text, acceptedAnswer: one('Answer') }, optional: { text } },
  Answer: { required: { text }, optional: { url } },
  BreadcrumbList: { required: { itemListElement: many('ListItem') }, optional: {} },
  ListItem: { required: { position: integer, name: text, item: url }, optional: {} },
};

export function validateNode(node: unknown, at: string, errors: string[], expected?: string): void {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return void errors.push(`${at}: expected an object`);
  const record = node as Record<string, unknown>;
  const type = record['@type'];
  if (typeof type !== 'string' || !(type in SCHEMA_TYPES)) return void errors.push(`${at}: unknown @type ${JSON.stringify(type)}`);
  if (expected && type !== expected) errors.push(`${at}: expected a ${expected}, found a ${type}`);
  const rule = SCHEMA_TYPES[type]!;
  for (const [name, check] of Object.entries(rule.required)) {
    if (!(name in record)) errors.push(`${at}: ${type} lacks its required ${name}`);
    else check(record[name], `${at}.${name}`, errors);
  }
  for (const [name, value] of Object.entries(record)) {
    if (name === '@type' || name in rule.required) continue;
    const check = rule.optional[name];
    if (!check) errors.push(`${at}: ${type} has no property ${name}`);
    else check(value, `${at}.${name}`, errors);
  }
  if (type === 'BreadcrumbList' && Array.isArray(record['itemListElement'])) {
    const positions = (record['itemListElement'] as Array<Record<string, unknown>>).map((item) => item['position']);
    if (positions.some((p, i) => p !== i + 1)) errors.push(`${at}: ListItem positions ${positions.join(',')} do not count from 1`);
  }
}

/** Every error of one JSON-LD document: a schema.org @context and a @graph of known, complete nodes. */
export function validateJsonLd(doc: unknown): string[] {
  const errors: string[] = [];
  const record = (doc ?? {}) as Record<string, unknown>;
  if (record['@context'] !== 'https://schema.org') errors.push(`@context is ${JSON.stringify(record['@context'])}, not https://schema.org`);
  const graph = record['@graph'];
  if (!Array.isArray(graph) || graph.length === 0) errors.push('no @graph of nodes');
  else graph.forEach((node, i) => validateNode(node, `@graph[${i}]`, errors));
  return errors;
}
