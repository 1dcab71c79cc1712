/** How a request or report came in (issue 24): the forms and the API, or a text message. */
export const Channel = {
  WEB: 'WEB',
  SMS: 'SMS',
} as const;

export type Channel = (typeof Channel)[keyof typeof Channel];
