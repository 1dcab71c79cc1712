/**
 * The explorer's first tabs: what an integrator tries first. They are checked against schema/schema.graphql
 * (examples.test.ts), so a schema change that breaks them fails `npm test`.
 */

/** Sent with every request from the explorer until changed in its Headers tab. */
export const explorerHeaders = '{}';

const keyComment = `# Public reads need no key. An organisation's API key goes in the Headers tab below:
#   { "x-api-key": "<your key>" }   (or { "Authorization": "Bearer <your key>" })`;

export const firstQuery = `${keyComment}
query FirstLook {
  alerts(first: 5, filter: { status: ONGOING }) {
    items { id typeLabel severity issuedAt district { code name } }
  }
  ongoingAidRequests(first: 5) {
    totalCount
    items { id requestType familySize dateTime district { code name } }
  }
  placeByName(name: "Kolonnawa") { district { code } dsDivision { code name } }
}
`;

export const pagingQuery = `# Paging with cursors: run it, then set "after" (Variables) to the answer's pageInfo.endCursor
# and run again while pageInfo.hasNextPage is true. Rows added meanwhile never shift a page.
query OngoingAidRequestsPage($after: String) {
  ongoingAidRequests(first: 50, after: $after) {
    totalCount
    pageInfo { endCursor hasNextPage }
    items { id requestType familySize typeSupport dateTime dsDivision { code name } }
  }
}
`;

export const subscription = `# Live updates over graphql-ws (ws://…/graphql): an event each time an alert is
# published or resolved; optionally for one district (its P-code: alertChanged(district: "LK11")).
subscription AlertChanged {
  alertChanged {
    id
    status
    severity
    typeLabel
    issuedAt
    resolvedAt
    district { code name }
  }
}
`;

export const exampleTabs = [
  { query: firstQuery },
  { query: pagingQuery, variables: '{ "after": null }' },
  { query: subscription },
];
