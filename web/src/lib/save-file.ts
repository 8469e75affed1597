/** Saves `href` (a data or blob URL) as a download named `fileName`, through a temporary link. */
export function saveUrl(href: string, fileName: string) {
  const link = document.createElement('a')
  link.href = href
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
}

/** Saves a blob under a file name. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  saveUrl(url, fileName)
  // Some browsers read the URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
