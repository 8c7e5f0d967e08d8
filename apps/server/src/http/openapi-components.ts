import { apiComponents } from '@genie/contracts';
import type { SwaggerTransform } from '@fastify/swagger';
import { z } from 'zod';

/** fastify-type-provider-zod writes the request-side (zod "input") variant of component X as `XInput`. */
const INPUT_SUFFIX = 'Input';

type Json = unknown;
type JsonObject = Record<string, Json>;
type Operation = { parameters?: Json[]; responses?: JsonObject };
type Paths = Record<string, Record<string, Operation>>;
type Document = { paths?: object; components?: object };

/**
 * Names the contracts' shared schemas in zod's global registry, where fastify-type-provider-zod
 * looks ids up: a route schema that is, or contains, a named one becomes a `$ref`. The registry's
 * other metadata (descriptions) is kept; validation does not read the registry at all.
 */
export function nameApiComponents() {
  for (const [id, schema] of Object.entries(apiComponents)) {
    if (z.globalRegistry.get(schema)?.id === id) continue;
    z.globalRegistry.add(schema, { ...z.globalRegistry.get(schema), id });
  }
}

const isObject = (value: Json): value is JsonObject => value !== null && typeof value === 'object' && !Array.isArray(value);
const byKey = ([a]: [string, Json], [b]: [string, Json]) => (a < b ? -1 : 1);

/** A copy of `value` with each `$ref` string passed through `map`. */
function mapRefs(value: Json, map: (ref: string) => string): Json {
  if (Array.isArray(value)) return value.map((v) => mapRefs(v, map));
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, child]) => [key, key === '$ref' && typeof child === 'string' ? map(child) : mapRefs(child, map)]),
  );
}

function canonical(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (!isObject(value)) return JSON.stringify(value);
  return `{${Object.entries(value)
    .sort(byKey)
    .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
    .join(',')}}`;
}

/**
 * @fastify/swagger drops every keyword beside a `$ref` (OpenAPI 3.0's rule), which would lose a
 * `default` or description given where a named schema is used: such a use becomes
 * `{ allOf: [{ $ref }], …keywords }`, which keeps them. A route's top-level schemas are left as they
 * are (a response's description is read from there).
 */
export function keepKeywordsBesideRefs(transform: SwaggerTransform): SwaggerTransform {
  const wrap = (value: Json, nested: boolean): Json => {
    if (Array.isArray(value)) return value.map((v) => wrap(v, true));
    if (!isObject(value)) return value;
    const { $ref, ...rest } = value;
    const children = Object.fromEntries(Object.entries(rest).map(([key, child]) => [key, wrap(child, true)]));
    if (typeof $ref !== 'string') return children;
    return nested && Object.keys(rest).length > 0 ? { allOf: [{ $ref }], ...children } : { $ref, ...children };
  };
  return (input) => {
    const out = transform(input);
    if (!isObject(out.schema)) return out;
    const schema = Object.fromEntries(
      Object.entries(out.schema).map(([part, value]) => {
        if (part === 'response' && isObject(value)) {
          return [part, Object.fromEntries(Object.entries(value).map(([status, reply]) => [status, wrap(reply, false)]))];
        }
        return [part, ['body', 'querystring', 'params', 'headers'].includes(part) ? wrap(value, false) : value];
      }),
    );
    return { ...out, schema } as ReturnType<SwaggerTransform>;
  };
}

/** OpenAPI 3.1 allows `const`, but @fastify/swagger writes `enum: [value]` in operations (Swagger UI shows that): components follow. */
function constToEnum(value: Json): Json {
  if (Array.isArray(value)) return value.map(constToEnum);
  if (!isObject(value)) return value;
  const out = Object.fromEntries(Object.entries(value).map(([key, child]) => [key, key === 'const' ? child : constToEnum(child)]));
  if ('const' in out && !('enum' in out) && typeof out.type === 'string') {
    const { const: only, ...rest } = out;
    return { ...rest, enum: [only] };
  }
  return out;
}

/**
 * Tidies the schemas the zod transforms put in components, which hold an output and an `…Input`
 * variant of every named schema whether a route uses it or not: an input variant identical to its
 * output twin is folded into it, components nothing reaches are dropped, a lone input variant takes
 * the plain name, and the names are sorted so the committed document diffs cleanly.
 */
export function tidySchemas<D extends Document>(document: D): D {
  const PREFIX = '#/components/schemas/';
  const all = { ...((document.components as { schemas?: JsonObject } | undefined)?.schemas ?? {}) };
  const renamed = new Map<string, string>();
  const follow = (ref: string) => (ref.startsWith(PREFIX) ? PREFIX + (renamed.get(ref.slice(PREFIX.length)) ?? ref.slice(PREFIX.length)) : ref);

  // Folding one pair can make another pair equal (their members referred to the folded twins): repeat.
  const schemas = { ...all };
  for (let folded = true; folded; ) {
    folded = false;
    for (const name of Object.keys(schemas)) {
      const twin = name + INPUT_SUFFIX;
      if (!(twin in schemas) || canonical(mapRefs(schemas[twin], follow)) !== canonical(mapRefs(schemas[name], follow))) continue;
      renamed.set(twin, name);
      delete schemas[twin];
      folded = true;
    }
  }

  const doc = mapRefs({ ...document, components: { ...document.components, schemas: {} } }, follow) as D;
  const refsIn = (value: Json) => {
    const names: string[] = [];
    mapRefs(value, (ref) => {
      if (ref.startsWith(PREFIX)) names.push(ref.slice(PREFIX.length));
      return ref;
    });
    return names;
  };
  const reached = new Set(refsIn(doc));
  for (const pending = [...reached]; pending.length > 0; ) {
    for (const name of refsIn(mapRefs(schemas[pending.pop()!], follow))) {
      if (reached.has(name)) continue;
      reached.add(name);
      pending.push(name);
    }
  }
  const missing = [...reached].filter((name) => !(name in schemas));
  if (missing.length > 0) throw new Error(`The OpenAPI document refers to undefined schemas: ${missing.join(', ')}`);

  const finalName = new Map<string, string>();
  for (const name of reached) {
    const plain = name.slice(0, -INPUT_SUFFIX.length);
    const lone = name.endsWith(INPUT_SUFFIX) && plain in all && !reached.has(plain);
    finalName.set(name, lone ? plain : name);
  }
  const rename = (ref: string) => {
    const followed = follow(ref);
    return followed.startsWith(PREFIX) ? PREFIX + (finalName.get(followed.slice(PREFIX.length)) ?? followed.slice(PREFIX.length)) : followed;
  };
  const kept = Object.fromEntries(
    [...reached].map((name) => [finalName.get(name)!, constToEnum(mapRefs(schemas[name], rename))] as [string, Json]).sort(byKey),
  );
  const out = mapRefs(doc, rename) as D;
  return { ...out, components: { ...out.components, schemas: kept } };
}

/**
 * Writes the given standard responses (the error replies) once under `#/components/responses/`
 * and replaces every operation's identical reply with a `$ref` to it; unused ones are left out.
 */
export function shareResponses<D extends Document>(document: D, shared: JsonObject): D {
  const byContent = new Map(Object.entries(shared).map(([name, response]) => [canonical(response), name]));
  const used: JsonObject = {};
  const paths = mapOperations(document.paths as Paths, (operation) => {
    if (!operation.responses) return operation;
    const responses = Object.fromEntries(
      Object.entries(operation.responses).map(([status, response]) => {
        const name = byContent.get(canonical(response));
        if (!name) return [status, response];
        used[name] = shared[name];
        return [status, { $ref: `#/components/responses/${name}` }];
      }),
    );
    return { ...operation, responses };
  });
  return { ...document, paths, components: { ...document.components, responses: Object.fromEntries(Object.entries(used).sort(byKey)) } };
}

/**
 * Writes a parameter that several operations declare identically (the visitor's session header,
 * the genie's link words, a path's `id`) once under `#/components/parameters/<name>` and refers to it.
 * A name declared in more than one way, or only once, stays written out in its operations.
 */
export function shareParameters<D extends Document>(document: D): D {
  const paths = document.paths as Paths;
  const uses = new Map<string, { variants: Set<string>; count: number; parameter: JsonObject }>();
  for (const operations of Object.values(paths)) {
    for (const operation of Object.values(operations)) {
      for (const parameter of operation.parameters ?? []) {
        if (!isObject(parameter) || typeof parameter.name !== 'string') continue;
        const key = `${String(parameter.in)} ${parameter.name}`;
        const entry = uses.get(key) ?? { variants: new Set(), count: 0, parameter };
        entry.variants.add(canonical(parameter));
        entry.count += 1;
        uses.set(key, entry);
      }
    }
  }
  const sharedBy = new Map<string, string>();
  const components: JsonObject = {};
  const shared = [...uses.values()].filter((entry) => entry.variants.size === 1 && entry.count > 1);
  for (const { parameter } of shared) {
    const name = String(parameter.name);
    const clash = shared.filter((other) => other.parameter.name === name).length > 1;
    const componentName = (clash ? `${String(parameter.in)}.${name}` : name).replace(/[^A-Za-z0-9._-]/g, '_');
    sharedBy.set(canonical(parameter), componentName);
    components[componentName] = parameter;
  }
  const newPaths = mapOperations(paths, (operation) => {
    if (!operation.parameters) return operation;
    const parameters = operation.parameters.map((parameter) => {
      const name = sharedBy.get(canonical(parameter));
      return name ? { $ref: `#/components/parameters/${name}` } : parameter;
    });
    return { ...operation, parameters };
  });
  return { ...document, paths: newPaths, components: { ...document.components, parameters: Object.fromEntries(Object.entries(components).sort(byKey)) } };
}

function mapOperations(paths: Paths | undefined, map: (operation: Operation) => Operation): Paths {
  return Object.fromEntries(
    Object.entries(paths ?? {}).map(([path, operations]) => [
      path,
      Object.fromEntries(Object.entries(operations).map(([method, operation]) => [method, isObject(operation) ? map(operation) : operation])),
    ]),
  );
}
