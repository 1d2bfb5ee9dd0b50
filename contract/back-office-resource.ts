import type { z } from 'zod';
import { errorResponse } from './common.js';
import { endpoint, staffWith, type EndpointDefinition, type Method } from './endpoint.js';
import {
  isDashboardPermission,
  type DashboardPermission,
  type DashboardResource,
  type resourceActions,
} from './dashboard/permissions.js';
import type { ApiTag } from './openapi-tags.js';

/** What one endpoint of a resource says of itself; the resource gives the rest. */
type Stated = Omit<EndpointDefinition, 'method' | 'path' | 'access' | 'tags' | 'params'>;

type ActionOn<R extends DashboardResource> = (typeof resourceActions)[R][number];
type PermissionTo<R extends DashboardResource, A extends string> = Extract<DashboardPermission, `${R}.${A}`>;
type Conflicting<C extends boolean> = C extends true ? { readonly otherAnswers: typeof conflict } : unknown;

const conflict = { 409: errorResponse };

interface Resource<R, P, T, I, C, N> {
  /** The permissions' resource: `Agents` for `Agents.ReadList`, `Agents.Read`, `Agents.Create`... */
  readonly permissions: R;
  /** Where its list is (`/api/dashboard/agents`); one item is at `path/:id` (or `path/item`). */
  readonly path: P;
  readonly tags: T;
  /** The path parameters that name one item. */
  readonly idParams: I;
  /** How the path names one item, when not by `:id` alone (`:kind/:id`). */
  readonly item?: N;
  /** Its writes (every method but GET) may answer 409: the item changed, is in use, or is built in. */
  readonly writesMayConflict: C;
}

/**
 * The endpoints of one back-office resource, by the back-office's conventions: staff only, each
 * demanding the resource's permission for what it does (`Agents.ReadList` to list, `Agents.Read` to
 * read one, `Agents.Create`, `Agents.Update`, `Agents.Delete`), listed at `path` and read, changed
 * or deleted at `path/:id`. Each declaration says what is its own: schemas, answers and words.
 */
export function backOfficeResource<
  const R extends DashboardResource,
  const P extends string,
  const T extends readonly ApiTag[],
  const I extends z.ZodType,
  const C extends boolean,
  const N extends string = ':id',
>({ permissions, path, tags, idParams, writesMayConflict, item: named }: Resource<R, P, T, I, C, N>) {
  const staffAllowedTo = <const A extends string>(action: A) => {
    const permission = `${permissions}.${action}`;
    if (!isDashboardPermission(permission)) throw new Error(`${path}: no permission ${permission}`);
    return staffWith(permission as PermissionTo<R, A>);
  };
  const declare = <const M extends Method, const Where extends string, const A extends string>(
    method: M,
    where: Where,
    action: A,
  ) => {
    const common = { method, path: where, access: staffAllowedTo(action), tags } as const;
    return (
      writesMayConflict && method !== 'GET' ? { ...common, otherAnswers: conflict } : common
    ) as typeof common & (M extends 'GET' ? unknown : Conflicting<C>);
  };
  const item = `${path}/${named ?? (':id' as N)}` as const;

  return {
    /** GET `path`: the paged list (`ReadList`). */
    list: <const S extends Stated>(stated: S) => endpoint({ ...declare('GET', path, 'ReadList'), ...stated }),
    /** POST `path`: a new item (`Create`), answered with 201. */
    create: <const S extends Stated>(stated: S) =>
      endpoint({ ...declare('POST', path, 'Create'), status: 201, ...stated }),
    /** GET `path/:id`: one item (`Read`). */
    get: <const S extends Stated>(stated: S) =>
      endpoint({ ...declare('GET', item, 'Read'), params: idParams, ...stated }),
    /** PUT `path/:id`: the item changed (`Update`). */
    update: <const S extends Stated>(stated: S) =>
      endpoint({ ...declare('PUT', item, 'Update'), params: idParams, ...stated }),
    /** DELETE `path/:id`: the item gone (`Delete`), answered with 204. */
    delete: <const S extends Stated>(stated: S) =>
      endpoint({ ...declare('DELETE', item, 'Delete'), params: idParams, status: 204, ...stated }),
    /** `method` `path/:id/name`: something done to (or read of) one item, demanding its `action`. */
    aboutOne: <
      const M extends Method,
      const Name extends string,
      const A extends ActionOn<R>,
      const S extends Stated,
    >(
      method: M,
      name: Name,
      action: A,
      stated: S,
    ) => endpoint({ ...declare(method, `${item}/${name}` as const, action), params: idParams, ...stated }),
  };
}
