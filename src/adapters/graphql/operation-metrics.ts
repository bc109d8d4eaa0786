/**
 * GraphQL operations counted for /metrics (pyramidion_graphql_operations_total), once each is
 * admitted: over HTTP when Apollo starts executing it (a refused or invalid one is not counted),
 * over graphql-ws when `onSubscribe` hands back execution arguments.
 */
import type { ApolloServerPlugin } from '@apollo/server';
import { getOperationAST, type ExecutionArgs } from 'graphql';
import type { ServerOptions } from 'graphql-ws';
import type { Metrics } from '../../platform/metrics.js';

export function operationMetricsPlugin(metrics: Metrics): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async executionDidStart({ operation, operationName }) {
          metrics.graphqlOperation('http', operation.operation, operationName);
        },
      };
    },
  };
}

/** graphql-ws's options with each admitted operation counted (WsGate's own checks run first). */
export function withOperationMetrics(options: Partial<ServerOptions>, metrics: Metrics): Partial<ServerOptions> {
  const onSubscribe = options.onSubscribe;
  if (!onSubscribe) return options;
  return {
    ...options,
    onSubscribe: async (...args: Parameters<NonNullable<ServerOptions['onSubscribe']>>) => {
      const result = await onSubscribe(...args);
      if (result && !Array.isArray(result)) {
        const { document, operationName } = result as ExecutionArgs;
        const operation = getOperationAST(document, operationName ?? undefined);
        if (operation) metrics.graphqlOperation('ws', operation.operation, operation.name?.value ?? operationName);
      }
      return result;
    },
  };
}
