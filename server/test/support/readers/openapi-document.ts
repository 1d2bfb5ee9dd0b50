/** The parts of the served OpenAPI document (`GET /api/docs/json`) that the tests read. */
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Partial<Record<OpenApiMethod, OpenApiOperation>>>;
  components: { schemas: Record<string, unknown> };
}

export type OpenApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface OpenApiOperation {
  requestBody?: { content: Record<string, { schema: { required?: string[] } } | undefined> };
  responses: Record<string, unknown>;
}

/** The operation the document lists for `method` on `path`; fails the test when it lists none. */
export function operationOf(
  document: OpenApiDocument,
  path: string,
  method: OpenApiMethod,
): OpenApiOperation {
  const operation = document.paths[path]?.[method];
  if (!operation) throw new Error(`the OpenAPI document has no ${method.toUpperCase()} ${path}`);
  return operation;
}

/** The required fields of the operation's request body of `type`. */
export const requiredFields = (operation: OpenApiOperation, type: string) =>
  operation.requestBody?.content[type]?.schema.required;
