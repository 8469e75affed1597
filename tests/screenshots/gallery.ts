import type { Screen } from './crawl'

export const WIDTHS = [1280, 390] as const

/** One role's part of the gallery: its folder of shots and its screens. */
export interface GallerySection {
  readonly folder: string
  readonly title: string
  readonly email?: string
  readonly screens: readonly Screen[]
}

/** GitHub's anchor of a heading. */
const anchorOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-')

const escapeMarkdown = (text: string) => text.replace(/[\\`*_[\]<>#|]/g, (character) => `\\${character}`)

/** Where a screen is: its address, and the addresses that led there. */
function routeLine(screen: Screen) {
  const from = screen.openedFrom.map((address) => `\`${address}\``).join(', ')
  const how = screen.form ? `, its form filled in and ${screen.form.submit} pressed` : ''
  return `Route: \`${screen.address}\`${from ? ` (opened from ${from}${how})` : ''}`
}

function imagesOf(folder: string, screen: Screen) {
  // The phone shot is shown narrower, at about the same scale as the desktop one.
  const shown = { 1280: 560, 390: 220 } as const
  return WIDTHS.map(
    (width) =>
      `<img src="${folder}/${screen.slug}-${width}.png" width="${shown[width]}" alt="${screen.name.replace(/"/g, '&quot;')}, ${width} px wide">`,
  ).join(' ')
}

/** docs/screens/README.md: the screens grouped by role, each with its heading, route and shots. */
export function galleryMarkdown(sections: readonly GallerySection[]) {
  const lines = [
    '# Screens',
    '',
    'Every built screen of the SPA for each role, 1280 px wide and on a 390 px phone, on the demo data. Written',
    'by `npm run screenshots` (tests/screenshots/main.ts), which rewrites this folder: run it again whenever a',
    'screen changes. Long pages are cut after two screens: 1600 px, and 1688 px on the phone.',
    '',
    ...sections.map(
      (section) => `- [${section.title}](#${anchorOf(section.title)}) (${section.screens.length})`,
    ),
  ]
  for (const section of sections) {
    lines.push('', `## ${section.title}`, '')
    if (section.email) lines.push(`Signed in as ${section.email}.`, '')
    for (const screen of section.screens) {
      lines.push(
        `### ${escapeMarkdown(screen.name)}`,
        '',
        routeLine(screen),
        '',
        imagesOf(section.folder, screen),
        '',
      )
    }
  }
  // One blank line between blocks, as prettier writes markdown.
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`
}

/** The page addresses a gallery shows (its Route lines). */
export const addressesIn = (markdown: string) =>
  [...markdown.matchAll(/^Route: (.*)$/gm)].flatMap(([, line = '']) =>
    [...line.matchAll(/`([^`]+)`/g)].map(([, address = '']) => address),
  )

/** The image files a gallery links to, relative to it. */
export const imagesIn = (markdown: string) =>
  [...markdown.matchAll(/<img src="([^"]+)"/g)].map(([, file = '']) => file)
