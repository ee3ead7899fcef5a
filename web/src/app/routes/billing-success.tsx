// PLACEHOLDER — being written by the content helper.
export function BillingSuccessRoute() {
  return null
}
