export interface PermissionGroups {
  global: string[];
  byResource: { resource: string; actions: string[] }[];
}

/** Splits names into the global ones and resource groups, keeping the catalogue's order. */
export function groupPermissions(names: readonly string[]): PermissionGroups {
  const global: string[] = [];
  const groups = new Map<string, string[]>();
  for (const name of names) {
    const [resource, action] = name.split('.');
    if (!resource || !action) {
      global.push(name);
      continue;
    }
    const actions = groups.get(resource) ?? [];
    actions.push(action);
    groups.set(resource, actions);
  }
  return { global, byResource: [...groups].map(([resource, actions]) => ({ resource, actions })) };
}
