/** What the donate flow needs from a real card form (Stripe Elements). */
export interface CardRail {
  /** A single-use card token (`tok_…`) for `POST /projects/{id}/donates`. */
  tokenize(): Promise<string>;
  /** Runs 3-D Secure for the payment intent; true when the bank approved. */
  confirm(clientSecret: string): Promise<boolean>;
}
