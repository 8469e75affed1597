import { Button, type ButtonProps } from '@mantine/core'

/**
 * One of a table row's action buttons: small and light unless told otherwise. `of` names the row it acts on, so
 * a screen reader hears "Edit R2021" rather than a column of plain "Edit"s.
 */
export function RowAction({
  label,
  of,
  onClick,
  ...button
}: Omit<ButtonProps, 'children'> & {
  label: string
  of?: string
  onClick: () => void
  'aria-label'?: string
}) {
  return (
    <Button
      size="compact-xs"
      variant="light"
      aria-label={of === undefined ? undefined : `${label} ${of}`}
      onClick={onClick}
      {...button}
    >
      {label}
    </Button>
  )
}
