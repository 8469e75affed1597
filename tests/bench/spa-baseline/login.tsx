import { useState, type FormEvent } from 'react'
import useSWR from 'swr'

const fetchJson = async (url: string) => (await fetch(url)).json() as Promise<{ name?: string }>

/** A minimal sign-in page: one SWR read (the portal's reads the college's name) and a plain form. */
export function Component() {
  const { data: college } = useSWR('/api/college', fetchJson)
  const [login, setLogin] = useState('')
  const [password, setPassword] = useState('')
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void fetch('/api/user/login', { method: 'POST', body: JSON.stringify({ email: login, password }) })
  }

  return (
    <main>
      <h1>Sign in</h1>
      {college?.name && <p>{college.name}</p>}
      <form onSubmit={onSubmit}>
        <label>
          Email or register number
          <input name="login" value={login} onChange={(event) => setLogin(event.target.value)} />
        </label>
        <label>
          Password
          <input
            name="password"
            type="password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </label>
        <button type="submit">Sign in</button>
      </form>
    </main>
  )
}
