/** A fetch the guard refused or that failed; `message` is fit to show the user. */
export class FetchError extends Error {
  constructor(
    message: string,
    readonly reason:
      | 'refused'
      | 'unresolved'
      | 'redirects'
      | 'too-large'
      | 'timeout'
      | 'unreachable'
      | 'status',
    /** The HTTP status of a 'status' failure. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'FetchError';
  }
}
