// Careers the CV fits: each role of the portal scored by how much of its name and keywords the
// CV covers; the three best.
import type { CvRoleOption } from './cv-document';
import type { CvTermProfile } from './term-matcher';

export type CareerFit = { roleId: number; name: string; score: number };

export function scoreRole(role: CvRoleOption, cv: CvTermProfile): number {
  const name = cv.coverage(role.name);
  const keywords =
    role.keywords.length === 0
      ? name
      : role.keywords.filter((k) => cv.coverage(k) === 1).length / role.keywords.length;
  // Keywords saturate: covering half of a long keyword list is already a strong fit.
  return Math.round(100 * (0.4 * name + 0.6 * Math.min(1, keywords * 1.6)));
}

export function recommendCareers(roles: readonly CvRoleOption[], cv: CvTermProfile): CareerFit[] {
  return roles
    .map((role) => ({ roleId: role.id, name: role.name, score: scoreRole(role, cv) }))
    .filter((fit) => fit.score > 0)
    .sort((a, b) => b.score - a.score || a.roleId - b.roleId)
    .slice(0, 3);
}
