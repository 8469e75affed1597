import type { TFunction } from 'i18next'
import { saveFile } from '@/lib/save-file'

/** A QR code in the two forms the screen offers: SVG (display, print, download) and a PNG data URL. */
export interface QrCode {
  svg: string
  svgUrl: string
  pngUrl: string
}

/** Loaded on first use, so the encoder is fetched only when someone makes a code. */
export async function renderQrCode(text: string): Promise<QrCode> {
  const { toDataURL, toString } = await import('qrcode')
  const options = { errorCorrectionLevel: 'M', margin: 2 } as const
  const [svg, pngUrl] = await Promise.all([
    toString(text, { ...options, type: 'svg' }),
    toDataURL(text, { ...options, width: 512 }),
  ])
  return { svg, svgUrl: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`, pngUrl }
}

/** A file name from an event's name: `guest-lecture-feedback-qr.png`. */
export const qrFileName = (eventName: string, extension: 'png' | 'svg') =>
  `${
    eventName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'event'
  }-feedback-qr.${extension}`

/** Saves the SVG text as a file; a blob, since a long data URL may be cut short by some browsers. */
export const saveSvg = (name: string, svg: string) =>
  saveFile(new Blob([svg], { type: 'image/svg+xml' }), name)

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/**
 * Prints the code with the event's name and the link under it, from a hidden frame, so neither the portal's
 * page nor a pop-up window gets in the way.
 */
export function printQrCode(
  { title, link, svgUrl }: { title: string; link: string; svgUrl: string },
  t: TFunction<'events'>,
) {
  const frame = document.createElement('iframe')
  frame.setAttribute('aria-hidden', 'true')
  frame.style.cssText = 'position:fixed;width:0;height:0;border:0;visibility:hidden'
  frame.srcdoc = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;text-align:center;margin:2cm}img{width:10cm;height:10cm}</style>
</head><body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(t('qr.printCaption'))}</p><img src="${svgUrl}" alt="">
<p>${escapeHtml(link)}</p></body></html>`
  frame.onload = () => {
    frame.contentWindow?.print()
    setTimeout(() => frame.remove(), 1000)
  }
  document.body.append(frame)
}
