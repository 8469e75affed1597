// CloudFront Function (cloudfront-js-2.0), viewer request, on the /api/* and /boot/* behaviours.
// API Gateway sees CloudFront's address, not the viewer's, so per-caller limits (uploads without a token) would
// be shared by everyone behind one edge. This writes the viewer's address into a header, replacing any value
// the client sent, so the functions (reached only through CloudFront: the origin secret) can trust it.
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- CloudFront calls it by name
function handler(event) {
  const request = event.request
  request.headers['x-campus-viewer-address'] = { value: event.viewer.ip }
  return request
}
