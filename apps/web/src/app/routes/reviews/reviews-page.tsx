/** /reviews (spec §2 Reviews). */
export function ReviewsPage() {
  return null;
}
