import { z } from 'zod';

/** IAB Tech Lab ads.txt 1.1: the seller's relationship to the publisher's account. */
export const AdsTxtRelationshipSchema = z.enum(['DIRECT', 'RESELLER']);
export type AdsTxtRelationship = z.infer<typeof AdsTxtRelationshipSchema>;

/** The variables ads.txt 1.1 defines; any other NAME=value line is reported and left out. */
export const AdsTxtVariableNameSchema = z.enum([
  'CONTACT',
  'SUBDOMAIN',
  'INVENTORYPARTNERDOMAIN',
  'OWNERDOMAIN',
  'MANAGERDOMAIN',
]);
export type AdsTxtVariableName = z.infer<typeof AdsTxtVariableNameSchema>;

export const AdsTxtRecordSchema = z.object({
  line: z.number().int().positive(),
  /** The advertising system's domain, in lower case. */
  domain: z.string(),
  accountId: z.string(),
  relationship: AdsTxtRelationshipSchema,
  certificationAuthorityId: z.string().nullable(),
  /** What followed the `;` (extension fields), unread. */
  extension: z.string().nullable(),
});
export type AdsTxtRecord = z.infer<typeof AdsTxtRecordSchema>;

export const AdsTxtVariableSchema = z.object({
  line: z.number().int().positive(),
  name: AdsTxtVariableNameSchema,
  value: z.string(),
});
export type AdsTxtVariable = z.infer<typeof AdsTxtVariableSchema>;

export const AdsTxtProblemSchema = z.object({
  line: z.number().int().nonnegative(),
  severity: z.enum(['error', 'warning']),
  message: z.string(),
});
export type AdsTxtProblem = z.infer<typeof AdsTxtProblemSchema>;

export type ParsedAdsTxt = {
  records: AdsTxtRecord[];
  variables: AdsTxtVariable[];
  problems: AdsTxtProblem[];
  /** The file holds only the spec's placeholder record: the publisher authorises no seller. */
  declaresNoSellers: boolean;
};

/** A problem as a syntax validator shows it; line 0 is the file as a whole. */
export const problemText = (problem: AdsTxtProblem): string =>
  problem.line === 0 ? problem.message : `Line ${problem.line}: ${problem.message}`;

/** A line the platform needs in a publisher's file: its seller domain, the publisher's seller id. */
export const AdsTxtLineSchema = z.object({
  domain: z.string().min(1),
  accountId: z.string().min(1),
  relationship: AdsTxtRelationshipSchema,
});
export type AdsTxtLine = z.infer<typeof AdsTxtLineSchema>;
