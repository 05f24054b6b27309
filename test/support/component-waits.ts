import { configure } from '@testing-library/dom';

// Component tests wait for what the screen shows (findBy…, waitFor), never for a fixed time. The
// library gives up after one second by default, which a render of MUI's dialogs and grids passes on a
// busy CI machine; the limit only decides how long a test that is going to fail takes to say so.
configure({ asyncUtilTimeout: 20_000 });
