#!/usr/bin/env node
// Switches the running demo between normal, maintenance and region restriction:
//   npm run demo:status -- maintenance [minutes]   (end time now + minutes when given)
//   npm run demo:status -- region
//   npm run demo:status -- normal
// It calls the portal's development-only route, which forwards to the reference platform.
const [mode = '', minutes] = process.argv.slice(2);
const port = Number(process.env.PORT || 8787);
const statuses = { normal: 0, maintenance: 1, region: 2 };
if (!(mode in statuses)) {
  console.error('usage: npm run demo:status -- normal | maintenance [minutes] | region');
  process.exit(2);
}
const maintenanceEndTime = mode === 'maintenance' && minutes ? Date.now() + Number(minutes) * 60_000 : null;
if (maintenanceEndTime !== null && !Number.isFinite(maintenanceEndTime)) {
  console.error('minutes must be a number');
  process.exit(2);
}
const response = await fetch(`http://127.0.0.1:${port}/__dev/platform/status`, {
  method: 'PUT',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ status: statuses[mode], maintenanceEndTime }),
}).catch((error) => {
  console.error(`The portal does not answer on port ${port} (is \`npm start\` running?): ${error.message}`);
  process.exit(1);
});
const body = await response.text();
if (!response.ok) {
  console.error(`The platform refused: HTTP ${response.status} ${body}`);
  process.exit(1);
}
console.log(`Status is now ${mode}${maintenanceEndTime ? ` until ${new Date(maintenanceEndTime).toISOString()}` : ''}. Open http://127.0.0.1:${port}/`);
