import { Text } from '@mantine/core'

/** What a survey report says when nobody has answered what it covers: the legacy wording. */
export function NoReport() {
  return <Text>Sorry! No Feedback survey report found..!</Text>
}
