/** Scrolls to the features section (docs/product.md: Learn More scrolls to the features). */
export function scrollToFeatures() {
  const target = document.getElementById('features');
  if (!target) return;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}
