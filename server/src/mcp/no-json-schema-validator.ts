/**
 * Stands in for the MCP SDK's Ajv-based JSON Schema validator in the server bundle (see
 * scripts/build.mjs). The SDK's Server uses it for one thing, checking a client's answer to
 * `elicitInput`, which this server never sends; Ajv with its formats and URI parser is ~270 KB
 * that every start would parse and run (~10 % of spawn -> tools/list).
 */
export class AjvJsonSchemaValidator {
  getValidator(): never {
    throw new Error('project-memory does not validate JSON Schema: it never asks the client for input (elicitInput).');
  }
}
