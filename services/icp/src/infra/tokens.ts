/** Nest injection token of the parsed `IcpConfig`. */
export const ICP_CONFIG = Symbol('ICP_CONFIG');
