/** How a request or report came in: the forms and the API, or a text message. */
export const Channel = {
  WEB: 'WEB',
  SMS: 'SMS',
} as const;

export type Channel = (typeof Channel)[keyof typeof Channel];
