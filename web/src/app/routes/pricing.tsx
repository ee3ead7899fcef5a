// PLACEHOLDER — being written by the content helper.
export function PricingRoute() {
  return null
}
