import type { ReactNode } from 'react'
import * as css from '../ui/admin.css'

/** The small centred card of the screens before sign-in (sign-in, invitation, password reset). */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className={css.signInCard}>
      <div className={css.panel}>
        <h1>{title}</h1>
        {children}
      </div>
    </main>
  )
}

/** The account's e-mail address, as the sign-in and forgotten-password forms ask for it. */
export function AccountEmailField({ id, label }: { id: string; label: string }) {
  return (
    <div className={css.field}>
      <label htmlFor={id}>{label}</label>
      <input id={id} className={css.input} name="email" type="email" autoComplete="username" required maxLength={254} />
    </div>
  )
}
