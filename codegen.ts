import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Types flow from schema/*.graphql: resolver types for the gateway, typed documents for the app.
 * Both outputs are committed and checked fresh in CI (npm run codegen:check).
 */
// `npm run codegen:check` generates into a scratch folder and compares it with what is committed.
const out = (path: string) => `${process.env.CODEGEN_OUT ?? '.'}/${path}`;

const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  documents: ['app/**/*.{ts,tsx}', '!app/graphql/generated/**'],
  ignoreNoDocuments: true,
  generates: {
    [out('gateway/generated/type-defs.ts')]: {
      plugins: ['./scripts/codegen-typedefs.cjs'],
    },
    // The app's operations by hash: all that production's /graphql accepts unless the playground is on.
    [out('gateway/generated/persisted-operations.ts')]: {
      plugins: ['./scripts/codegen-persisted.cjs'],
    },
    // The ids of the operations the browser sends itself (subscriptions), so no document text ships to it.
    [out('app/graphql/generated/browser-document-ids.ts')]: {
      plugins: ['./scripts/codegen-persisted.cjs'],
      config: { browser: true },
    },
    [out('gateway/generated/resolvers-types.ts')]: {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        contextType: '../context#GatewayContext',
        enumsAsTypes: true,
        scalars: {
          Timestamp: 'number',
          MinorUnits: 'number',
        },
        mappers: {
          Game: '../upstream/dto#GameDto',
          Vendor: '../upstream/dto#VendorDto',
          Winner: '../upstream/dto#WinnerDto',
          GameSection: '../modules/games/section#GameSectionModel',
          AgentDesk: '../modules/agent/desk#AgentDeskModel',
          LiveEvent: '../modules/live/events#LiveEventModel',
          SiteEvent: '../modules/live/site-stream#SiteEventModel',
          JackpotPool: '../upstream/dto#JackpotPoolDto',
          Tournament: '../upstream/dto#TournamentDto',
          TournamentStanding: '../modules/tournaments/models#StandingModel',
          TournamentBoard: '../modules/tournaments/models#BoardModel',
        },
      },
    },
    [out('app/graphql/generated/')]: {
      preset: 'client',
      presetConfig: {
        // Documents live in server-only modules; components import only types, so no runtime
        // unmasking is needed and no document reaches the browser bundle.
        fragmentMasking: false,
      },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: {
          Timestamp: 'number',
          MinorUnits: 'number',
        },
      },
    },
  },
};

export default config;
