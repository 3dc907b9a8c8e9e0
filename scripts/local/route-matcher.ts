import { resourcePath, routes, type Route } from '../../functions/manifest';

export interface RouteMatch {
  route: Route;
  resource: string;
  pathParameters: Record<string, string> | null;
}

interface CompiledRoute {
  route: Route;
  resource: string;
  pattern: RegExp;
  names: string[];
  /** Static segments win over {params}, as in API Gateway. */
  staticSegments: number;
}

function compile(route: Route): CompiledRoute {
  const resource = resourcePath(route);
  const names: string[] = [];
  const segments = resource.split('/').filter(Boolean);
  const source = segments
    .map((segment) => {
      const param = segment.match(/^\{(\w+)\}$/);
      if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(param[1]!);
      return '([^/]+)';
    })
    .join('/');
  return {
    route,
    resource,
    pattern: new RegExp(`^/${source}/?$`),
    names,
    staticSegments: segments.filter((segment) => !segment.startsWith('{')).length,
  };
}

const compiled = routes.map(compile).sort((a, b) => b.staticSegments - a.staticSegments);

function decodeParameters(names: string[], match: RegExpExecArray): Record<string, string> | 'malformed' {
  const parameters: Record<string, string> = Object.create(null) as Record<string, string>;
  try {
    names.forEach((name, index) => {
      parameters[name] = decodeURIComponent(match[index + 1]!);
    });
  } catch {
    return 'malformed';
  }
  return parameters;
}

/**
 * Finds the manifest route for a request the way API Gateway does: by method
 * and path, preferring static segments, decoding path parameters.
 */
export function matchRoute(method: string, path: string): RouteMatch | 'method-not-allowed' | 'malformed' | undefined {
  let pathMatched = false;
  for (const candidate of compiled) {
    const match = candidate.pattern.exec(path);
    if (!match) continue;
    pathMatched = true;
    if (candidate.route.method !== method) continue;
    const pathParameters = candidate.names.length ? decodeParameters(candidate.names, match) : null;
    if (pathParameters === 'malformed') return 'malformed';
    return { route: candidate.route, resource: candidate.resource, pathParameters };
  }
  return pathMatched ? 'method-not-allowed' : undefined;
}
