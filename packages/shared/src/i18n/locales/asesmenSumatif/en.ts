/** Asesmen Sumatif screen (SLM and SAS entry), English. */
export const asesmenSumatifEn = {
  jenis: 'Assessment type',
  slm: 'Summative per learning objective (SLM)',
  sas: 'End-of-semester summative (SAS)',
  slmHint:
    'One score 0–100 per learning objective (TP) mapped to this subject. Type, or paste a block from Excel or Google Sheets; save with Save (Ctrl+S).',
  sasHint:
    'Non-test and test parts 0–100; NA is the rounded mean of the parts filled in, computed by the server.',
  noTp: 'No learning objective (TP) is mapped to this subject yet, so there is nothing to score.',
  noTpAction: 'Add learning objectives',
  gridTitle: '{{jenis}} — {{mapel}} {{rombel}}',
};
