import { tokens } from '../../src/design-system/tokens';

// Rendered by Introduction.mdx: the theme's tokens as designers review them.

const cell = { padding: '6px 12px', borderBottom: '1px solid #ddd5c6', textAlign: 'left' as const };

export function ColorTokens() {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <tbody>
        {Object.entries(tokens.color).map(([name, value]) => (
          <tr key={name}>
            <td style={cell}>
              <span
                aria-hidden="true"
                style={{ display: 'inline-block', width: 32, height: 32, borderRadius: 8, background: value, border: '1px solid #ddd5c6' }}
              />
            </td>
            <td style={cell}>
              <code>color.{name}</code>
            </td>
            <td style={cell}>
              <code>{value}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function TypeTokens() {
  return (
    <div>
      {Object.entries(tokens.fontSize).map(([name, size]) => (
        <p key={name} style={{ fontSize: size, margin: '8px 0', fontFamily: name === 'display' || name === 'xxl' ? tokens.font.heading : tokens.font.body }}>
          <code style={{ fontSize: 12 }}>fontSize.{name} · {size}</code> Lead forms that turn visitors into leads
        </p>
      ))}
      <p style={{ fontFamily: tokens.font.heading, fontWeight: 700, fontSize: 22 }}>Headings: Montserrat</p>
      <p style={{ fontFamily: tokens.font.body }}>Body: Inter — Привет, мир · Hola, mundo</p>
    </div>
  );
}

export function SpaceTokens() {
  return (
    <div>
      {Object.entries(tokens.space).map(([name, size]) => (
        <div key={name} style={{ display: 'flex', alignItems: 'center', gap: 12, margin: '4px 0' }}>
          <code style={{ width: 120 }}>space.{name}</code>
          <span aria-hidden="true" style={{ width: size, height: 16, background: tokens.color.primary }} />
          <code>{size}</code>
        </div>
      ))}
    </div>
  );
}
