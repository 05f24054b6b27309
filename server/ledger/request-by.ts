import type { User } from './types.js';

/** A change as a user asked for it: the request's `body`, and the `user` whose rights decide what it may do. */
export interface RequestBy<B> {
  /** The request's parsed body. */
  body: B;
  /** Whose token sent it: the rights checked and the name the history records. */
  user: User;
}
