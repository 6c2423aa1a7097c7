/** docs/product.md §8: the message for a network or unexpected failure on the four account screens. */
export const UNEXPECTED_ERROR = 'An unexpected error occurred. Please try again.';
