/**
 * Names (and descriptions) of shapes that exist for GraphQL only: registered here rather than with
 * `.meta()`, they are not OpenAPI components (which REST describes per game instead). The schemas
 * of the features register their shapes here; the GraphQL adapter (adapters/graphql/
 * zod-to-graphql.ts) reads it, so the registry sits below both.
 */
import { z } from 'zod';

export const graphqlRegistry = z.registry<{ id: string; description?: string }>();
