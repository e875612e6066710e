/**
 * Championship proposal (spec 000 §2 Home), served by the app itself from public/docs and rendered by
 * bench/art/render-proposal.ts. Not precached (only fetched when downloaded). The one place to change it.
 */
export const PROPOSAL_URL = '/docs/proposal-kejuaraan-taekwondo-2025.pdf';

/** File name the browser saves it under (the <a download> attribute). */
export const PROPOSAL_FILE_NAME = 'Proposal Kejuaraan Taekwondo Internasional 2025.pdf';
