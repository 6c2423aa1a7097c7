/** Nest injection token of the parsed `PlaybookConfig`. */
export const PLAYBOOK_CONFIG = Symbol('PLAYBOOK_CONFIG');
