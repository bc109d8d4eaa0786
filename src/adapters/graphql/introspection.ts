/**
 * Introspection for signed-in callers only when GRAPHQL_INTROSPECTION is `authenticated` (the
 * default in production): an anonymous full introspection answered ~1 MB per request (issue 37).
 * The schema stays public as openapi/schema.gql in the repository; development keeps it open.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, visit, type DocumentNode } from 'graphql';
import type { AppConfig } from '../../platform/config.js';
import { AppError } from '../../platform/problem.js';
import type { BearerRequest, Verifier } from '../../features/auth/verifier.js';

/** True when the document asks for `__schema` or `__type` (`__typename` is not introspection of the schema). */
export function asksForSchema(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    [Kind.FIELD](node) {
      if (node.name.value === '__schema' || node.name.value === '__type') found = true;
    },
  });
  return found;
}

/** The refusal for an anonymous caller, or for a token that does not verify (its own 401 code). */
export function introspectionRefusal(reason?: AppError): GraphQLError {
  const code = reason?.code ?? 'TOKEN_MISSING';
  const why = reason ? `${reason.message} ` : '';
  return new GraphQLError(`${why}Introspection is for signed-in callers here: send a bearer token, or read the schema from openapi/schema.gql.`, {
    extensions: { code, status: 401, http: { status: 401 } },
  });
}

/** Apollo (HTTP): refuses introspection before its cost is computed when the caller has no valid token. */
export function introspectionPlugin(config: Pick<AppConfig, 'GRAPHQL_INTROSPECTION'>, verifier: Verifier): ApolloServerPlugin<{ req?: BearerRequest }> {
  return {
    async requestDidStart() {
      if (config.GRAPHQL_INTROSPECTION === 'all') return;
      return {
        async didResolveOperation({ document, contextValue }) {
          if (!asksForSchema(document)) return;
          if (!contextValue.req) throw introspectionRefusal();
          try {
            await verifier.authenticate(contextValue.req);
          } catch (e) {
            if (e instanceof AppError) throw introspectionRefusal(e);
            throw e;
          }
        },
      };
    },
  };
}
