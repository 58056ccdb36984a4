// One status truth (issue 22, decision 029), played from both sides. A new job seeker applies to
// eight jobs of the seeded employer's company; the employer moves each through the pipeline to
// one outcome (offer accepted, offer declined, not selected at review, at the tech test, at the HR
// and at the user interview, withdrawn, an interview still ahead), the candidate answering the two
// offers on the page. Then every surface is read in the browser, in Indonesian and in English:
// the job seeker's list (chip, sentence, tabs), timeline, the application on its job's apply page,
// the bell, the mails; the employer's board, candidate page and CSV. The seeded job seeker's
// expired application (anti-ghosting runs after 30 days, which a test cannot wait for) is read on
// both sides too. Moves the pipeline's own specs click through go through the API here.
import { EMPLOYER_STATUS_DEFINITIONS, type EmployerStatusKey } from '@jenjang/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, postJson } from '../fixtures/applications';
import { launchBrowser, newPage, VIEWPORTS, webUrl } from '../fixtures/browser';
import { mailsTo } from '../fixtures/mail';
import { freshJobSeeker, signInThroughProxy } from '../fixtures/session';
import {
  applyThroughApi,
  downloadBoardCsv,
  employerAction,
  employerJobsToApply,
  stepsOf,
  wibDate,
  type EmployerJob,
} from '../fixtures/status';

const SLOW = { timeout: 20_000 };
const EMPLOYER = 'employer@jenjang.test';
const SEEDED_SEEKER = 'siswa@jenjang.test';
type Locale = 'idn' | 'en';
type Texts = Record<Locale, string>;
const prefix = (locale: Locale) => (locale === 'en' ? '/en' : '');

/** The names of the timeline's fixed entries, and the states every outcome is checked for. */
const RECEIVED: Texts = { idn: 'Lamaran terkirim', en: 'Application sent' };
const REVIEW: Texts = { idn: 'Ditinjau perusahaan', en: 'Company review' };
const OFFER: Texts = { idn: 'Tawaran', en: 'Offer' };

type Outcome = {
  name: string;
  /** The language the candidate applies in: their mails are in it. */
  locale: Locale;
  seeker: {
    phase: string;
    chip: Texts | 'hrStep';
    group: string;
    /** Timeline entry (a fixed entry's key, or a step type) → its state. */
    timeline: Record<string, string>;
    /** What the timeline says where it stands or ended, in each language. */
    timelineText?: { entry: string; text: Texts };
    /** Words of the last bell notification, in each language. */
    bell: Texts;
    /** Words of the last mail, in the candidate's language. */
    mail: string;
  };
  employer: { key: EmployerStatusKey; column: Texts | 'hrStep' };
  job?: EmployerJob;
  applicationId?: string;
};

const NOT_SELECTED = {
  phase: 'notSelected',
  chip: { idn: 'Belum Lolos', en: 'Not selected' },
  group: 'unsuccessful',
  bell: {
    idn: 'belum bisa melanjutkan lamaranmu untuk',
    en: 'will not move forward with your application for',
  },
} as const;
const ENDED_TEXT: Texts = { idn: 'Belum lolos di tahap ini', en: 'Not selected at this step' };
const ENDED_COLUMN: Texts = { idn: 'Berakhir', en: 'Ended' };

const OUTCOMES: Outcome[] = [
  {
    name: 'offer accepted',
    locale: 'idn',
    seeker: {
      phase: 'hired',
      chip: { idn: 'Tawaran Diterima', en: 'Offer accepted' },
      group: 'offers',
      timeline: { received: 'done', review: 'done', hrInterview: 'done', offer: 'done' },
      bell: { idn: 'sudah kamu terima. Selamat!', en: 'You accepted the' },
      mail: 'sudah kamu terima. Selamat!',
    },
    employer: { key: 'accepted', column: { idn: 'Tawaran', en: 'Offers' } },
  },
  {
    name: 'offer declined',
    locale: 'en',
    seeker: {
      phase: 'offerDeclined',
      chip: { idn: 'Tawaran Kamu Tolak', en: 'Offer declined' },
      group: 'withdrawn',
      timeline: { review: 'done', techTest: 'notReached', offer: 'ended' },
      timelineText: {
        entry: 'offer',
        text: { idn: 'Kamu menolak tawaran', en: 'You declined the offer' },
      },
      bell: { idn: 'Kamu menolak tawaran', en: 'You declined the' },
      mail: 'You declined the offer for',
    },
    employer: { key: 'offerDeclined', column: ENDED_COLUMN },
  },
  {
    name: 'not selected at review',
    locale: 'idn',
    seeker: {
      ...NOT_SELECTED,
      timeline: { received: 'done', review: 'ended', techTest: 'notReached', offer: 'notReached' },
      timelineText: { entry: 'review', text: ENDED_TEXT },
      mail: 'Kali ini perusahaan belum bisa melanjutkan lamaranmu.',
    },
    employer: { key: 'rejected', column: ENDED_COLUMN },
  },
  {
    name: 'not selected at the tech test (never handed in)',
    locale: 'en',
    seeker: {
      ...NOT_SELECTED,
      timeline: { review: 'done', techTest: 'ended', hrInterview: 'notReached' },
      timelineText: { entry: 'techTest', text: ENDED_TEXT },
      mail: 'This time the company will not move forward with your application.',
    },
    employer: { key: 'rejected', column: ENDED_COLUMN },
  },
  {
    name: 'not selected at the HR interview',
    locale: 'idn',
    seeker: {
      ...NOT_SELECTED,
      timeline: { techTest: 'done', hrInterview: 'ended', userInterview: 'notReached' },
      timelineText: { entry: 'hrInterview', text: ENDED_TEXT },
      mail: 'Kali ini perusahaan belum bisa melanjutkan lamaranmu.',
    },
    employer: { key: 'rejected', column: ENDED_COLUMN },
  },
  {
    name: 'not selected at the user interview',
    locale: 'en',
    seeker: {
      ...NOT_SELECTED,
      timeline: { techTest: 'notReached', hrInterview: 'done', userInterview: 'ended' },
      timelineText: { entry: 'userInterview', text: ENDED_TEXT },
      mail: 'This time the company will not move forward with your application.',
    },
    employer: { key: 'rejected', column: ENDED_COLUMN },
  },
  {
    name: 'withdrawn before the interview',
    locale: 'idn',
    seeker: {
      phase: 'withdrawn',
      chip: { idn: 'Ditarik', en: 'Withdrawn' },
      group: 'withdrawn',
      timeline: { review: 'done', hrInterview: 'ended', offer: 'notReached' },
      timelineText: {
        entry: 'hrInterview',
        text: { idn: 'Kamu menarik lamaran di sini', en: 'You withdrew here' },
      },
      bell: { idn: 'Kamu menarik lamaranmu untuk', en: 'You withdrew your application for' },
      mail: 'Kamu menarik lamaranmu ke',
    },
    employer: { key: 'withdrawn', column: ENDED_COLUMN },
  },
  {
    name: 'an HR interview next week',
    locale: 'idn',
    seeker: {
      phase: 'inStep',
      chip: 'hrStep',
      group: 'inProgress',
      timeline: { review: 'done', techTest: 'pending', hrInterview: 'scheduled', offer: 'pending' },
      timelineText: {
        entry: 'hrInterview',
        text: { idn: 'Dijadwalkan', en: 'Scheduled' },
      },
      bell: { idn: 'menjadwalkan', en: 'scheduled your' },
      mail: 'Kamu diundang wawancara',
    },
    employer: { key: 'hrInterview', column: 'hrStep' },
  },
];

/** The offers' own mails, before the answer: an offer is told as an offer. */
const OFFER_MAIL: Texts = {
  idn: 'Selamat! Perusahaan menawarimu posisi',
  en: 'Congratulations! The company has offered you the job',
};

let browser: Browser;
let seeker: Page;
let employer: Page;
let seekerEmail: string;
let hrStepName: string;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

const outcome = (name: string) => OUTCOMES.find((o) => o.name === name)!;
const act = (o: Outcome, body: Record<string, unknown>) =>
  employerAction(employer.request, o.applicationId!, body);
const chipText = (o: Outcome, locale: Locale) =>
  o.seeker.chip === 'hrStep' ? hrStepName : o.seeker.chip[locale];

/** The timeline of a card: entry name → state, and entry name → what it says. */
async function timelineOf(page: Page, applicationId: string) {
  const card = page.locator(`[data-application="${applicationId}"]`);
  const details = card.locator('details');
  if ((await details.getAttribute('open')) === null) await card.locator('summary').click();
  const entries = await card.locator('[data-timeline] li').evaluateAll((items) =>
    items.map((item) => ({
      name: item.getAttribute('data-step') ?? '',
      state: item.getAttribute('data-state') ?? '',
      text: item.querySelector('[data-state-text]')?.textContent ?? '',
    })),
  );
  return entries;
}

describe('one status truth, both sides', () => {
  it('plays every outcome: the employer moves, the candidate answers', async () => {
    employer = await newPage(browser, VIEWPORTS.desktop);
    await signInThroughProxy(employer, EMPLOYER);
    seeker = await newPage(browser, VIEWPORTS.desktop);
    seekerEmail = (await freshJobSeeker(seeker, 'status', 'Dewi Lestari')).email;
    const jobs = await employerJobsToApply(employer.request, seeker.request, OUTCOMES.length);
    for (const [index, o] of OUTCOMES.entries()) {
      o.job = jobs[index]!;
      o.applicationId = await applyThroughApi(seeker.request, o.job.id, o.locale);
    }
    const steps = await stepsOf(employer.request, OUTCOMES[0]!.applicationId!);
    hrStepName = steps.hr.name;
    const stepOf = async (o: Outcome) => stepsOf(employer.request, o.applicationId!);
    const interviewNextWeek = async (o: Outcome) =>
      act(o, {
        action: 'interview',
        recruitmentStepId: (await stepOf(o)).hr.id,
        date: wibDate(7),
        time: '10:00',
        location: 'Kantor Jenjang, Jakarta Selatan',
        meetingUrl: null,
      });
    const techTest = async (o: Outcome) =>
      act(o, {
        action: 'techTest',
        recruitmentStepId: (await stepOf(o)).techTest.id,
        instructions: 'Buat halaman katalog produk sederhana.',
        deadlineDate: wibDate(5),
      });
    const moveTo = async (o: Outcome, type: 'hr' | 'user') => {
      const step = (await stepOf(o))[type];
      await act(o, {
        action: 'move',
        status: type === 'hr' ? 'hrInterview' : 'userInterview',
        recruitmentStepId: step.id,
      });
    };

    // Everything up to the last move, the offers last: the last moves then lead the bell.
    for (const o of OUTCOMES)
      await act(o, { action: 'move', status: 'review', recruitmentStepId: null });
    await techTest(outcome('not selected at the tech test (never handed in)'));
    const atHr = outcome('not selected at the HR interview');
    await techTest(atHr);
    const handedIn = await postJson(
      seeker.request,
      `/v1/job-portal/me/application/${atHr.applicationId}/tech-test/${(await stepOf(atHr)).techTest.id}/link`,
      { url: 'github.com/dewi/katalog' },
    );
    expect(handedIn.status, handedIn.body).toBe(201);
    await interviewNextWeek(atHr);
    const atUser = outcome('not selected at the user interview');
    await moveTo(atUser, 'hr');
    await moveTo(atUser, 'user');
    await interviewNextWeek(outcome('withdrawn before the interview'));
    await moveTo(outcome('offer accepted'), 'hr');
    await act(outcome('offer accepted'), {
      action: 'move',
      status: 'offered',
      recruitmentStepId: null,
    });
    await act(outcome('offer declined'), {
      action: 'move',
      status: 'offered',
      recruitmentStepId: null,
    });

    // The last moves.
    for (const name of [
      'not selected at review',
      'not selected at the tech test (never handed in)',
      'not selected at the HR interview',
      'not selected at the user interview',
    ])
      await act(outcome(name), { action: 'reject', reason: 'Posisi sudah terisi (catatan E2E).' });
    const withdrawn = await postJson(
      seeker.request,
      `/v1/job-portal/me/application/${outcome('withdrawn before the interview').applicationId}/withdraw`,
      {},
    );
    expect(withdrawn.status, withdrawn.body).toBe(200);
    await interviewNextWeek(outcome('an HR interview next week'));

    // The candidate reads the offers as offers and answers them on the page: accepts in
    // Indonesian, declines in English.
    for (const [name, locale] of [
      ['offer accepted', 'idn'],
      ['offer declined', 'en'],
    ] as const) {
      const o = outcome(name);
      await seeker.goto(webUrl(`${prefix(locale)}/loker/applied`));
      const card = seeker.locator(`[data-application="${o.applicationId}"]`);
      await expect
        .poll(() => card.locator('[data-status]').innerText(), SLOW)
        .toBe(locale === 'en' ? 'Offer received' : 'Ditawari');
      await expect
        .poll(() => card.locator('[data-timeline] [aria-current="step"]').getAttribute('data-step'))
        .toBe(OFFER[locale]);
      const accept = name === 'offer accepted';
      const answer = card.locator('[data-offer-actions]');
      await answer
        .getByRole('button', {
          name: accept ? 'Terima tawaran' : 'Decline offer',
          exact: true,
        })
        .click();
      await answer
        .getByRole('button', { name: accept ? 'Ya, terima' : 'Yes, decline', exact: true })
        .click();
      // The answer is said at once; the refresh then shows the card's new chip.
      await expect
        .poll(() => card.innerText(), SLOW)
        .toMatch(
          accept
            ? /Kamu menerima tawaran ini\. Selamat!/
            : /You declined this offer\. The company has been told\./,
        );
    }
  }, 240_000);

  it("reads the same on the job seeker's list, tabs and timeline, in both languages", async () => {
    const counts: Record<string, number> = {};
    for (const o of OUTCOMES) counts[o.seeker.group] = (counts[o.seeker.group] ?? 0) + 1;
    for (const locale of ['idn', 'en'] as const) {
      await seeker.goto(webUrl(`${prefix(locale)}/loker/applied`));
      for (const o of OUTCOMES) {
        const card = seeker.locator(`[data-application="${o.applicationId}"]`);
        await expect
          .poll(() => card.locator('[data-status]').innerText(), SLOW)
          .toBe(chipText(o, locale));
        expect(await card.locator('[data-status]').getAttribute('data-status'), o.name).toBe(
          o.seeker.phase,
        );
        const entries = await timelineOf(seeker, o.applicationId!);
        const named = (key: string) => {
          const name =
            key === 'received'
              ? RECEIVED[locale]
              : key === 'review'
                ? REVIEW[locale]
                : key === 'offer'
                  ? OFFER[locale]
                  : null;
          if (name) return entries.find((e) => e.name === name);
          // A step is named by the employer: the n-th visible step of its type.
          const index = ['techTest', 'hrInterview', 'userInterview'].indexOf(key);
          return entries.filter(
            (e) => ![RECEIVED[locale], REVIEW[locale], OFFER[locale]].includes(e.name),
          )[index];
        };
        for (const [key, state] of Object.entries(o.seeker.timeline))
          expect(named(key)?.state, `${o.name}: ${key} (${locale})`).toBe(state);
        if (o.seeker.timelineText) {
          const { entry, text } = o.seeker.timelineText;
          expect(named(entry)?.text, `${o.name} (${locale})`).toContain(text[locale]);
        }
        // Nothing that did not happen reads as done.
        if (o.name === 'not selected at the tech test (never handed in)')
          expect(named('techTest')?.text).not.toMatch(/Selesai|Done/);
      }
      // Each tab holds what its chips say.
      for (const [group, n] of Object.entries(counts))
        await expect
          .poll(() => seeker.locator(`[data-group="${group}"]`).innerText(), SLOW)
          .toContain(`(${n})`);
    }
    await seeker.goto(webUrl('/loker/applied?status=withdrawn'));
    const shown = await seeker
      .locator('[data-application]')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-application')));
    expect(shown.sort()).toEqual(
      OUTCOMES.filter((o) => o.seeker.group === 'withdrawn')
        .map((o) => o.applicationId)
        .sort(),
    );
  }, 240_000);

  it('reads the same on the application’s own page, the bell and the mails', async () => {
    // The apply page of a job applied to shows where the application stands.
    for (const [index, o] of OUTCOMES.entries()) {
      const locale: Locale = index % 2 === 0 ? 'idn' : 'en';
      await seeker.goto(
        webUrl(`${prefix(locale)}/loker/${o.job!.slug}~${o.job!.companySlug}/apply`),
      );
      await expect
        .poll(() => seeker.locator('[data-applied-status] [data-status]').innerText(), SLOW)
        .toBe(chipText(o, locale));
    }
    // The bell, in both languages: the last word about every application.
    for (const locale of ['idn', 'en'] as const) {
      await seeker.goto(webUrl(`${prefix(locale)}/loker/applied`));
      await seeker
        .getByRole('button', { name: locale === 'en' ? /^Notifications/ : /^Notifikasi/ })
        .click();
      const items = seeker.locator('header [data-notification]');
      await expect.poll(() => items.count(), SLOW).toBeGreaterThanOrEqual(OUTCOMES.length);
      const texts = await items.allInnerTexts();
      for (const o of OUTCOMES)
        expect(
          texts.some((t) => t.includes(o.job!.role) && t.includes(o.seeker.bell[locale])),
          `${o.name} (${locale}): ${texts.join(' | ')}`,
        ).toBe(true);
      // The words of the old vocabulary are gone.
      expect(texts.join(' ')).not.toMatch(/Lolos Seleksi|Shortlisted|Lamaran Diterima/);
    }
    // The mails, each in the language the candidate applied in.
    let mails: { text: string }[] = [];
    await expect
      .poll(
        async () => {
          mails = await mailsTo(seekerEmail);
          return OUTCOMES.filter(
            (o) =>
              !mails.some((m) => m.text.includes(o.job!.role) && m.text.includes(o.seeker.mail)),
          ).map((o) => o.name);
        },
        { timeout: 30_000, interval: 250 },
      )
      .toEqual([]);
    for (const name of ['offer accepted', 'offer declined']) {
      const o = outcome(name);
      expect(
        mails.some((m) => m.text.includes(o.job!.role) && m.text.includes(OFFER_MAIL[o.locale])),
        name,
      ).toBe(true);
    }
    expect(mails.map((m) => m.text).join(' ')).not.toMatch(/shortlisted|Lolos Seleksi/i);
  }, 240_000);

  it("reads the same on the employer's board, candidate page and CSV, in both languages", async () => {
    for (const [index, o] of OUTCOMES.entries()) {
      const locale: Locale = index % 2 === 0 ? 'en' : 'idn';
      const label = EMPLOYER_STATUS_DEFINITIONS[o.employer.key].label[locale];
      // The employer's status and the job seeker's phase are one state of the definition.
      expect(EMPLOYER_STATUS_DEFINITIONS[o.employer.key].seekerPhase, o.name).toBe(o.seeker.phase);

      await employer.goto(webUrl(`${prefix(locale)}/employer/jobs/${o.job!.id}/applicants`));
      const card = employer.locator(`[data-card="${o.applicationId}"]`);
      await expect.poll(() => card.locator('[data-status]').innerText(), SLOW).toBe(label);
      expect(await card.locator('[data-status]').getAttribute('data-status')).toBe(o.employer.key);
      const column = employer
        .locator('section[aria-labelledby^="col-"]', { has: card })
        .locator('h2');
      expect(await column.innerText(), o.name).toContain(
        o.employer.column === 'hrStep' ? hrStepName : o.employer.column[locale],
      );

      const csv = await downloadBoardCsv(employer);
      const header = csv[0]!;
      const row = csv.find((r) => r.includes(seekerEmail));
      expect(row, o.name).toBeDefined();
      expect(row![header.indexOf('Status')], `${o.name} (${locale})`).toBe(label);

      await employer.goto(
        webUrl(`${prefix(locale)}/employer/jobs/${o.job!.id}/applicants/${o.applicationId}`),
      );
      const status = employer.locator('[data-candidate-status] [data-status]');
      await expect.poll(() => status.innerText(), SLOW).toBe(label);
    }
    // The company's bell says what the candidate decided, as the candidate's mail promised
    // ("Perusahaan sudah diberi tahu").
    await employer.goto(webUrl('/employer'));
    await employer.getByRole('button', { name: /^Notifikasi/ }).click();
    const items = employer.locator('header [data-notification]');
    await expect.poll(() => items.count(), SLOW).toBeGreaterThanOrEqual(2);
    const told = (await items.allInnerTexts()).join(' | ');
    expect(told).toContain(`menerima tawaran untuk ${outcome('offer accepted').job!.role}`);
    expect(told).toContain(`menolak tawaran untuk ${outcome('offer declined').job!.role}`);
  }, 240_000);

  it('reads an expired application the same on both sides', async () => {
    const student = await newPage(browser, VIEWPORTS.desktop);
    await signInThroughProxy(student, SEEDED_SEEKER);
    const mine = await getJson<{
      data: {
        docs: { id: string; status: string; withdrawnAt: string | null; job: { id: string } }[];
      };
    }>(student.request, '/v1/job-portal/me/application?statusGroup=unsuccessful&limit=100');
    const expired = mine.data.docs.find((d) => d.status === 'expired' && d.withdrawnAt === null);
    expect(expired, 'the seeded job seeker has an expired application').toBeDefined();
    for (const locale of ['idn', 'en'] as const) {
      await student.goto(webUrl(`${prefix(locale)}/loker/applied?status=unsuccessful`));
      const card = student.locator(`[data-application="${expired!.id}"]`);
      await expect
        .poll(() => card.locator('[data-status]').innerText(), SLOW)
        .toBe(locale === 'en' ? 'Expired' : 'Kedaluwarsa');
      expect(await card.locator('[data-status-note]').innerText()).toBe(
        locale === 'en'
          ? 'Closed because the company did not respond in time.'
          : 'Ditutup karena perusahaan tidak merespons tepat waktu.',
      );
      const entries = await timelineOf(student, expired!.id);
      expect(entries.find((e) => e.state === 'ended')?.text).toBe(
        locale === 'en' ? 'Ended: no response' : 'Berakhir: tidak ada tanggapan',
      );
    }
    await student.context().close();

    // The employer's side: the board (the applicants of that job) and the candidate page.
    for (const locale of ['idn', 'en'] as const) {
      const label = EMPLOYER_STATUS_DEFINITIONS.expired.label[locale];
      await employer.goto(
        webUrl(`${prefix(locale)}/employer/jobs/${expired!.job.id}/applicants/${expired!.id}`),
      );
      await expect
        .poll(() => employer.locator('[data-candidate-status] [data-status]').innerText(), SLOW)
        .toBe(label);
      await employer.goto(webUrl(`${prefix(locale)}/employer/jobs/${expired!.job.id}/applicants`));
      const csv = await downloadBoardCsv(employer);
      const row = csv.find((r) => r.includes(SEEDED_SEEKER));
      expect(row?.[csv[0]!.indexOf('Status')]).toBe(label);
    }
  }, 120_000);
});
