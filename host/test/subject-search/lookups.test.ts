import { envelope, serveApi } from '@portal/shared-auth/testing';
import { searchCciaa, searchComuni } from '../../src/features/subject-search/api/lookups';

describe('the search drawer lookups', () => {
  it('the lookups ask by text and keep at most 50 options', async () => {
    const seen = serveApi(({ url }) => ({
      status: 200,
      body: envelope(
        Array.from({ length: 60 }, (_, i) =>
          url === '/api/domain/comune'
            ? { c01: `Comune ${i}`, c02: 'RM', c03: `H${i}` }
            : { c01: `Camera ${i}`, key: `K${i}` },
        ),
      ),
    }));
    expect(await searchComuni('rom')).toHaveLength(50);
    expect(await searchCciaa('mi')).toHaveLength(50);
    expect(seen.map(({ url, params }) => [url, params])).toEqual([
      ['/api/domain/comune', { search: 'rom' }],
      ['/api/domain/cciaa', { search: 'mi' }],
    ]);
  });
});
