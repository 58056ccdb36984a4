// Job seeker profiles of the demo student accounts, so that siswa@jenjang.test signs in as a
// complete student. Mentor, employer and admin accounts have no student profile.
import type { Database } from '../src/platform/db';
import {
  studentCertifications,
  studentEducations,
  studentOrganizations,
  studentProfiles,
  studentSkills,
  studentWorkExperiences,
} from '../src/modules/students/students.schema';

type SeededStudent = {
  email: string;
  profile: Omit<typeof studentProfiles.$inferInsert, 'userId' | 'preferredRoleIds'>;
  roleSlugs: string[];
  industrySlugs: string[];
  educations: Omit<typeof studentEducations.$inferInsert, 'studentId' | 'position'>[];
  workExperiences: Omit<
    typeof studentWorkExperiences.$inferInsert,
    'studentId' | 'position' | 'industryPreferences'
  >[];
  certifications: Omit<typeof studentCertifications.$inferInsert, 'studentId' | 'position'>[];
  organizations: Omit<typeof studentOrganizations.$inferInsert, 'studentId' | 'position'>[];
  skills: string[];
};

export const SEEDED_STUDENTS: readonly SeededStudent[] = [
  {
    email: 'siswa@jenjang.test',
    profile: {
      batch: '2024',
      careerPreference: 'activelyLooking',
      experienceLevel: 0,
      lastEducation: 4,
      major: 'Teknik Informatika',
      preferredCityIds: [49180, 179],
      expectedSalary: 7_000_000,
      toefl: 550,
      birthdate: '2002-05-14',
      gpaValue: 3.62,
      gpaMax: 4,
    },
    roleSlugs: ['software-engineer', 'data-analyst'],
    industrySlugs: ['teknologi-informasi'],
    educations: [
      {
        educationLevel: 4,
        institutionName: 'Universitas Negeri Nusantara',
        major: 'Teknik Informatika',
        startYear: 2020,
        endYear: 2024,
      },
    ],
    workExperiences: [
      {
        companyName: 'PT Data Cipta Lestari',
        roleName: 'Data Analyst Intern',
        roleLevel: 'intern',
        startDate: '2023-07-01',
        endDate: '2023-12-31',
        currentlyOccupied: false,
      },
    ],
    certifications: [
      { certificationName: 'Dasar Analisis Data', certificationIssuedBy: 'Akademi Data Jenjang' },
    ],
    organizations: [
      { organizationName: 'Himpunan Mahasiswa Informatika', organizationPosition: 'Bendahara' },
    ],
    skills: ['SQL', 'Python', 'Excel', 'Komunikasi'],
  },
  {
    email: 'siswa2@jenjang.test',
    profile: {
      batch: '2025',
      careerPreference: 'openOpportunity',
      experienceLevel: 3,
      lastEducation: 0,
      major: null,
      preferredCityIds: [265],
    },
    roleSlugs: ['graphic-designer'],
    industrySlugs: [],
    educations: [
      {
        educationLevel: 0,
        institutionName: 'SMK Negeri 5 Surabaya',
        major: 'Desain Komunikasi Visual',
        startYear: 2019,
        endYear: 2022,
      },
    ],
    workExperiences: [],
    certifications: [],
    organizations: [],
    skills: ['Figma', 'Canva'],
  },
];

export async function seedStudentProfiles(
  tx: Database,
  lookups: {
    userIdsByEmail: Map<string, string>;
    roleIdsBySlug: Map<string, number>;
    industryIdsBySlug: Map<string, number>;
  },
): Promise<number> {
  let seeded = 0;
  for (const student of SEEDED_STUDENTS) {
    const userId = lookups.userIdsByEmail.get(student.email);
    if (!userId) continue;
    const ids = (slugs: string[], map: Map<string, number>) =>
      slugs.flatMap((slug) => (map.has(slug) ? [map.get(slug)!] : []));
    const [profile] = await tx
      .insert(studentProfiles)
      .values({
        ...student.profile,
        userId,
        preferredRoleIds: ids(student.roleSlugs, lookups.roleIdsBySlug),
      })
      .onConflictDoNothing()
      .returning({ id: studentProfiles.id });
    if (!profile) continue;
    const place = <T>(rows: T[]) =>
      rows.map((row, position) => ({ ...row, studentId: profile.id, position }));
    const industryPreferences = ids(student.industrySlugs, lookups.industryIdsBySlug);
    if (student.educations.length)
      await tx.insert(studentEducations).values(place(student.educations));
    if (student.workExperiences.length)
      await tx
        .insert(studentWorkExperiences)
        .values(place(student.workExperiences.map((w) => ({ ...w, industryPreferences }))));
    if (student.certifications.length)
      await tx.insert(studentCertifications).values(place(student.certifications));
    if (student.organizations.length)
      await tx.insert(studentOrganizations).values(place(student.organizations));
    if (student.skills.length)
      await tx.insert(studentSkills).values(place(student.skills.map((name) => ({ name }))));
    seeded += 1;
  }
  return seeded;
}
