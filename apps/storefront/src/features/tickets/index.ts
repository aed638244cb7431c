/** Nothing of this feature is used outside it but its routes (routes.ts, which the shell's router imports); what others come to need goes here. */
export {};
