/** Championship proposal (external file, spec 000 §2 Home). The one place to change it. */
export const PROPOSAL_URL = 'https://drive.google.com/file/d/1ArenaTKD-Proposal-Kejuaraan-2025/view';
