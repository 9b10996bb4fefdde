import { MinimalTemplate } from '@payloadcms/next/templates';

/** What the admin says on a fresh deploy instead of offering anyone the first admin account. */
const text = {
  heading: 'No administrator yet',
  body: 'For security, the first administrator is created on the server, not in the browser:',
  command: 'npm run cms -- create-admin --email you@example.com',
  after: 'Then reload this page and sign in.',
};

export function NoAdministrator() {
  return (
    <MinimalTemplate>
      <h1>{text.heading}</h1>
      <p>{text.body}</p>
      <pre>
        <code>{text.command}</code>
      </pre>
      <p>{text.after}</p>
    </MinimalTemplate>
  );
}
