// A server setting that is `on` (the default) or `off`; anything else stops the start with a message naming it.
/** Whether the environment's `name` is on; `onMeans` says what on does, for the message. */
export function settingIsOn(name, onMeans) {
  const value = (process.env[name] || 'on').trim();
  if (value !== 'on' && value !== 'off') {
    console.error(`[start] ${name} must be on (the default: ${onMeans}) or off, not "${process.env[name]}"`);
    process.exit(1);
  }
  return value === 'on';
}
