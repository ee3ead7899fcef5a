import { Field, Input } from '../../../components/ui/form'

type Props = { label?: string; value: string; onChange: (password: string) => void }

/** The account's present password, asked again before a sensitive change. */
export function CurrentPasswordField({ label = 'Your password', value, onChange }: Props) {
  return (
    <Field label={label}>
      {({ id }) => (
        <Input
          id={id}
          type="password"
          autoComplete="current-password"
          required
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  )
}
