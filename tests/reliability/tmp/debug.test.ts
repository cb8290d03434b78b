import { it } from 'vitest';
import { startRealServer } from '../../support/real-portal';
import { rawRequest } from '../../support/raw-http';
it('debug', async () => {
  const server = await startRealServer({ dataDir: '.data', clientDir: '/tmp/vb-client' });
  for (const target of ['/designsystem/' + '/'.repeat(16000) + 'a', '/designsystem/' + '/'.repeat(16200) + 'a.json', '/designsystem/a' + '/'.repeat(16000) + '%', '/designsystem/x', '/designsystem/' + 'a/'.repeat(8000) + 'x', '/designsystem/api/search?' + 'filter=/components&'.repeat(800), '/designsystem/api/search?term=' + 'a%20'.repeat(5000)]) {
    for (let i = 0; i < 3; i++) {
      const r = await rawRequest(server.port, { target });
      console.log(target.length, r.status, r.ms.toFixed(1));
    }
  }
  await server.close();
}, 60000);
