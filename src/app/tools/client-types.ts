/**
 * The TypeScript types of a client generated from the OpenAPI document by openapi-typescript, as
 * an integrator would generate them (default options). Committed beside the contract test's bot so
 * that `npm run typecheck` checks the bot against the contract too.
 */
export const CLIENT_TYPES = 'test/contract/client/openapi.d.ts';

export async function clientTypes(openapiJson: string): Promise<string> {
  // A development tool: loaded only when the schemas are generated or checked.
  const { default: openapiTS, astToString } = await import('openapi-typescript');
  const ast = await openapiTS(JSON.parse(openapiJson) as Parameters<typeof openapiTS>[0]);
  return '// Generated from openapi/openapi.json by openapi-typescript (npm run schema:generate). Do not edit.\n' + astToString(ast);
}
