import Box from '@mui/material/Box';
import { DataGrid } from '@mui/x-data-grid';
import { useEffect, useState } from 'react';
import { GRID_SX } from './grid-support.js';

/** Once per app run: the grid's code is compiled and its styles are in after the first warm-up. */
let warmed = false;

const ROWS = [{ id: 'warm-up', name: '' }];
const COLUMNS = [{ field: 'name', flex: 1 }];

/**
 * Renders a hidden result grid once, while the user sets a report's parameters, then drops it. The
 * first grid of a run of the app cost Chromium most of a report's time (compiling the grid's code
 * and adding its styles) after Run was pressed; now that happens before (docs/performance.md).
 */
export function GridWarmUp() {
  const [phase, setPhase] = useState<'wait' | 'render' | 'done'>(warmed ? 'done' : 'wait');
  useEffect(() => {
    if (phase === 'wait') {
      const id = window.requestIdleCallback(() => setPhase('render'), { timeout: 300 });
      return () => window.cancelIdleCallback(id);
    }
    if (phase === 'render') {
      warmed = true;
      // Dropped on the next frame: the grid has mounted (and measured itself) by then.
      const id = window.requestAnimationFrame(() => setPhase('done'));
      return () => window.cancelAnimationFrame(id);
    }
    return undefined;
  }, [phase]);
  if (phase !== 'render') return null;
  return (
    <Box aria-hidden sx={{ position: 'fixed', left: -10_000, top: 0, width: 800, height: 300, visibility: 'hidden' }}>
      <DataGrid
        rows={ROWS}
        columns={COLUMNS}
        density="compact"
        pageSizeOptions={[100]}
        initialState={{ pagination: { paginationModel: { pageSize: 100 } } }}
        sx={GRID_SX}
      />
    </Box>
  );
}
