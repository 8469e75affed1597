import { NO_FILE } from '@campus/core'
import type { Attachments } from '@campus/files'
import { inlineKindOf } from '@campus/files/rules'
import type { StoredMaterial } from './entities'
import type { Material } from './routes/schemas'

/** The files table's owner of a material's file. */
export const fileOwner = (materialId: string) => `material#${materialId}`

/**
 * A stored material as every call answers it: the subject's current name, and its file with a download link
 * and, for a PDF, PNG or JPEG, a link that shows it in place. Signing links reads nothing.
 */
export function createMaterialView(attachments: Pick<Attachments, 'withUrl'>) {
  return async (material: StoredMaterial, subjectName = material.subjectName): Promise<Material> => {
    const { departmentId: _department, file, ...rest } = material
    if (!file) return { ...rest, subjectName, file: NO_FILE }
    const { fileName } = file
    const [download, preview] = await Promise.all([
      attachments.withUrl(file, { fileName }),
      inlineKindOf(fileName) ? attachments.withUrl(file, { fileName, inline: true }) : undefined,
    ])
    return {
      ...rest,
      subjectName,
      file: {
        versionId: file.versionId,
        fileKey: file.fileKey,
        fileName,
        url: download.url,
        ...(preview ? { previewUrl: preview.url } : {}),
      },
    }
  }
}

export type MaterialView = ReturnType<typeof createMaterialView>
