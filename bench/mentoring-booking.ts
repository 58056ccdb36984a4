// Mentoring booking latency and the booking race: the API in-process on a scratch PostgreSQL
// database with 40 mentors (every day 08:00–20:00 WIB, 30-minute sessions) and one job seeker per
// mentor; 4 clients (a worker thread) book slots the mentors' availability offers, every request
// a new slot, so each one computes the mentor's availability, inserts the session and its event
// (through the exclusion constraints) and notifies the mentor. Then the race: 50 job seekers book
// one slot at once, 10 rounds on 10 slots → 1 × 201 and 49 × 409 per round, and no two live
// sessions overlap (a self-join). Appends the figures, with the machine, load average and date,
// to bench/RESULTS.md under "Mentoring booking". Goal: p95 ≤ 50 ms with 4 clients.
//
//   node --import tsx bench/mentoring-booking.ts [--connections 4] [--mentors 40] [--slots 25]
//   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) names the server; a
//   database jenjang_bench_booking_<time> is created next to it and dropped at the end.
import { availableParallelism, loadavg } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { FACTORY_PASSWORD, createStudent } from '../apps/api/seed/account-factories';
import { createMentor, createTaxonomy } from '../apps/api/seed/mentor-factories';
import type { ApplyLoadOptions, ApplyLoadResult, ApplyRequest } from './apply-load';
import { parseArgs } from './lib/cli';
import { appendResult, cpuModel } from './lib/results';
import { runLoadWorker, withInProcessApi, withScratchDatabase } from './lib/in-process-api';
import { percentile } from './lib/stats';

const RESULTS_INTRO = `POST /v2/mentoring/session/one (a slot the mentor offers: availability computed, one INSERT through the exclusion constraints, the event row, the mentor's notification), every request a new slot, the API in-process on PostgreSQL, \`node --import tsx bench/mentoring-booking.ts\`. Goal: p95 ≤ 50 ms with 4 clients. The race: 50 job seekers book one slot at once.`;

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
  weekday,
  startTime: '08:00',
  endTime: '20:00',
}));
const RACERS = 50;
const RACE_ROUNDS = 10;

/** The same load generator as bench/apply.ts (POST with a bearer token, one worker thread). */
const runLoad = (options: ApplyLoadOptions) =>
  runLoadWorker<ApplyLoadOptions, ApplyLoadResult>(
    new URL('./apply-load.ts', import.meta.url),
    options,
  );

async function signIn(app: FastifyInstance, email: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/login/email',
    payload: { email, password: FACTORY_PASSWORD },
  });
  return res.json().data.tokenData.token as string;
}

async function slotsOf(
  app: FastifyInstance,
  token: string,
  mentorId: string,
  count: number,
): Promise<string[]> {
  const from = new Date(Date.now() + 2 * 3_600_000).toISOString();
  const to = new Date(Date.now() + 14 * 86_400_000).toISOString();
  const res = await app.inject({
    method: 'GET',
    url: `/v2/mentoring/mentor/one/availability?mentorId_eq=${mentorId}&from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
    headers: { authorization: `Bearer ${token}` },
  });
  const slots = (res.json().data?.slots ?? []) as { startsAt: string }[];
  if (slots.length < count)
    throw new Error(`mentor ${mentorId} offers ${slots.length} slots, ${count} needed`);
  // Every other slot: a 30-minute session and its neighbour never touch the same mentee time.
  return slots
    .filter((_, i) => i % 2 === 0)
    .slice(0, count)
    .map((s) => s.startsAt);
}

async function main() {
  const args = parseArgs();
  const connections = args.number('connections', 4);
  const mentorCount = args.number('mentors', 40);
  const slotsPerMentor = args.number('slots', 25);

  await withScratchDatabase('booking', async (database) => {
    const db = database.db;
    const tax = await createTaxonomy(db);
    await withInProcessApi(database, async ({ app, baseUrl }) => {
      const endpoint = `${baseUrl}/v2/mentoring/session/one`;
      const body = (mentorId: string, startsAt: string) =>
        JSON.stringify({
          bookingType: 'slot',
          mentorId,
          topicId: tax.topicIds.cv,
          startsAt,
          mode: 'online',
          commitment: true,
        });

      // One job seeker per mentor books that mentor's slots: nobody meets a time conflict of their own.
      const perMentor: ApplyRequest[][] = [];
      for (let i = 0; i < mentorCount; i += 1) {
        const made = await createMentor(db, {
          name: `Mentor Bench ${i + 1}`,
          sessionMinutes: 30,
          bufferMinutes: 0,
          minNoticeHours: 0,
          topicIds: [tax.topicIds.cv],
          weekly: EVERY_DAY,
        });
        const student = await createStudent(db);
        const token = await signIn(app, student.user.email);
        const starts = await slotsOf(app, token, made.mentor.id, slotsPerMentor);
        perMentor.push(
          starts.map((startsAt) => ({
            url: endpoint,
            token,
            body: body(made.mentor.id, startsAt),
          })),
        );
      }
      // Interleaved by mentor, so the clients rarely book the same mentor at once.
      const requests: ApplyRequest[] = [];
      for (let k = 0; k < slotsPerMentor; k += 1)
        for (const list of perMentor) requests.push(list[k]!);
      const warmUp = requests.splice(0, Math.min(100, Math.floor(requests.length / 10)));

      const racer = await createMentor(db, {
        name: 'Mentor Rebutan',
        sessionMinutes: 30,
        bufferMinutes: 0,
        minNoticeHours: 0,
        topicIds: [tax.topicIds.cv],
        weekly: EVERY_DAY,
      });
      const racerTokens: string[] = [];
      for (let i = 0; i < RACERS; i += 1)
        racerTokens.push(await signIn(app, (await createStudent(db)).user.email));
      const raceSlots = await slotsOf(app, racerTokens[0]!, racer.mentor.id, RACE_ROUNDS);

      const loadBefore = loadavg()[0] ?? 0;
      await runLoad({ requests: warmUp, connections });
      const cpuBefore = process.cpuUsage();
      const startedAt = performance.now();
      const result = await runLoad({ requests, connections });
      const seconds = (performance.now() - startedAt) / 1000;
      const cpu = process.cpuUsage(cpuBefore);
      const sorted = [...result.latencies].sort((a, b) => a - b);
      const created = result.statuses['201'] ?? 0;

      const raceTimes: number[] = [];
      const raceAnswers: Record<string, number> = {};
      let roundsExact = 0;
      for (const startsAt of raceSlots) {
        const started = performance.now();
        const round = await runLoad({
          requests: racerTokens.map((token) => ({
            url: endpoint,
            token,
            body: body(racer.mentor.id, startsAt),
          })),
          connections: RACERS,
        });
        raceTimes.push(performance.now() - started);
        for (const [status, n] of Object.entries(round.statuses))
          raceAnswers[status] = (raceAnswers[status] ?? 0) + n;
        if (round.statuses['201'] === 1 && round.statuses['409'] === RACERS - 1) roundsExact += 1;
      }
      const overlaps = await database.execute(
        `SELECT count(*)::int AS n FROM mentoring_sessions a JOIN mentoring_sessions b ON a.id < b.id
           AND (a.mentor_id = b.mentor_id OR a.mentee_user_id = b.mentee_user_id)
           AND tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)
         WHERE a.status IN ('pending','approved','rescheduleRequested')
           AND b.status IN ('pending','approved','rescheduleRequested')`,
      );
      const overlapCount = Number(overlaps.rows[0]?.n ?? -1);
      const raceSorted = [...raceTimes].sort((a, b) => a - b);
      const loadAfter = loadavg()[0] ?? 0;

      const ms = (n: number) => n.toFixed(1);
      const p95 = percentile(sorted, 95);
      const date = new Date().toISOString().replace('T', ' ').slice(0, 16);
      const version = (await database.execute('SHOW server_version')).rows[0]?.server_version ?? '';
      const entry = [
        `### ${date} UTC — ${availableParallelism()} × ${cpuModel()}`,
        '',
        `${connections} clients, ${sorted.length} bookings in ${seconds.toFixed(1)} s (${created} answered 201, ${sorted.length - created} other) after ${warmUp.length} warm-up bookings, ${mentorCount} mentors × ${slotsPerMentor} slots, PostgreSQL ${String(version)}, load average ${loadBefore.toFixed(2)} before the run, ${loadAfter.toFixed(2)} after`,
        '',
        '| p50 ms | p95 ms | p99 ms | max ms | bookings/s | CPU ms per booking (API process) | p95 goal |',
        '|---:|---:|---:|---:|---:|---:|---|',
        `| ${ms(percentile(sorted, 50))} | ${ms(p95)} | ${ms(percentile(sorted, 99))} | ${ms(sorted.at(-1) ?? Number.NaN)} | ${(sorted.length / seconds).toFixed(0)} | ${ms((cpu.user + cpu.system) / 1000 / Math.max(1, sorted.length))} | ≤ 50 ms: ${p95 <= 50 ? 'met' : 'missed'} |`,
        '',
        `Race: ${RACE_ROUNDS} rounds of ${RACERS} job seekers booking one slot at once: ${roundsExact}/${RACE_ROUNDS} rounds with exactly one 201 and ${RACERS - 1} × 409 (answers ${JSON.stringify(raceAnswers)}), a round takes p50 ${ms(percentile(raceSorted, 50))} ms, max ${ms(raceSorted.at(-1) ?? Number.NaN)} ms; overlapping live sessions afterwards: ${overlapCount}.`,
      ].join('\n');
      appendResult({ heading: '## Mentoring booking', intro: RESULTS_INTRO, entry });
      console.log(entry);
      if (created !== sorted.length || roundsExact !== RACE_ROUNDS || overlapCount !== 0)
        process.exitCode = 1;
    });
  });
}

await main();
