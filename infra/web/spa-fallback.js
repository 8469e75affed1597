// CloudFront Function (cloudfront-js-2.0), viewer request, on the SPA's default behaviour only.
// A path whose last segment has no file extension is a client-side route: serve /index.html and let the router
// take over. /api/* and /boot/* use other behaviours and never get here, so API errors keep their status; a
// distribution-level error response would have turned them into index.html with 200.
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- CloudFront calls it by name
function handler(event) {
  const request = event.request
  const lastSegment = request.uri.slice(request.uri.lastIndexOf('/') + 1)
  if (!lastSegment.includes('.')) {
    request.uri = '/index.html'
  }
  return request
}
