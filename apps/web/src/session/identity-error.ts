import { MESSAGES } from '@adcast/domain/messages';

/** Thrown when the user cannot be loaded: navigation stops on an error state (part 1 §6). */
export class IdentityError extends Error {
  constructor() {
    super(MESSAGES.errorIdentityEstablishment);
    this.name = 'IdentityError';
  }
}
