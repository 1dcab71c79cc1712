import type { CodegenConfig } from '@graphql-codegen/cli';

const config = {
  scalars: { DateTimeISO: 'string' },
  enumsAsTypes: true,
  useTypeImports: true,
};
const preset = { preset: 'client' as const, presetConfig: { fragmentMasking: false }, config };

/**
 * Typed documents for the web app, from the committed SDL (never a running server). Five sets, so that the
 * home page never downloads other screens' documents: `generated/` (what the home page and the session use),
 * `generated/map/` (the clustered map, with the lazily loaded Leaflet map),
 * `generated/public-forms/` (the other public pages, log-in and sign-up included),
 * `generated/live/` (the subscriptions, lazily loaded) and
 * `generated/signed-in/` (every document, imported only by the signed-in areas).
 */
const codegen: CodegenConfig = {
  schema: 'schema/schema.graphql',
  ignoreNoDocuments: false,
  generates: {
    'web/src/generated/': {
      ...preset,
      documents: [
        'web/src/features/accounts/graphql/{me,user-fields}.graphql',
        'web/src/features/geography/graphql/districts.graphql',
        'web/src/features/home/graphql/{map-background,map-outline}.graphql',
        'web/src/features/alerts/graphql/alert-fields.graphql',
        'web/src/features/aid-requests/graphql/{aid-request-fields,ongoing-aid-requests}.graphql',
        'web/src/features/stats/graphql/{counters,counters-changed,ds-office-contacts}.graphql',
      ],
    },
    // The other public pages' documents, kept out of the home page's first download (its 150 KB budget).
    'web/src/generated/public-forms/': {
      ...preset,
      documents: [
        'web/src/features/alerts/graphql/{alerts,alert-fields}.graphql',
        'web/src/features/aid-requests/graphql/create-aid-request.graphql',
        'web/src/features/reports/graphql/submit-report.graphql',
        'web/src/features/geography/graphql/{locate,gn-divisions}.graphql',
        // Log-in and sign-up are public pages too: without these, each loaded every document of the signed-in areas.
        'web/src/features/accounts/graphql/{login,signup-volunteer,user-fields}.graphql',
      ],
    },
    // The subscriptions that keep queries live (issue 14): loaded with the cache updater after the first paint.
    'web/src/generated/live/': {
      ...preset,
      documents: [
        'web/src/features/{aid-requests,alerts,contributions,places,reports,sms}/graphql/*-changed.graphql',
        'web/src/features/{aid-requests,alerts,contributions,reports,sms}/graphql/*-fields.graphql',
        'web/src/features/verification/graphql/verification-fields.graphql',
      ],
    },
    // The clustered map (issue 13): only the lazily loaded Leaflet map and the server's picture ask for it.
    'web/src/generated/map/': {
      ...preset,
      documents: [
        'web/src/features/home/graphql/map-view.graphql',
        'web/src/features/{aid-requests,alerts}/graphql/*-fields.graphql',
      ],
    },
    'web/src/generated/signed-in/': { ...preset, documents: ['web/src/**/*.graphql'] },
  },
};

export default codegen;
