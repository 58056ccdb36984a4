import { formatWibDateLong, soleOwnerId } from '@jenjang/domain';
import { getTranslations } from 'next-intl/server';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/params';
import { loadMe, loadTeam } from './employer-api';
import { LoadErrorNotice } from './employer-states';
import { InviteForm, MemberActions, RequestActions, WithdrawInvitation } from './team-actions';

/** /employer/members: the team, invitations and join requests; owners manage them. */
export async function EmployerMembersPage({ params }: { params: LocaleParams }) {
  const locale = await resolveLocale(params);
  const t = await getTranslations({ locale, namespace: 'employer.area' });
  const [me, team] = await Promise.all([loadMe(locale, '/employer/members'), loadTeam(locale)]);
  if (me.kind !== 'ok' || team.kind !== 'ok') return <LoadErrorNotice locale={locale} />;
  const isOwner = me.data.data.memberRole === 'owner';
  const { members, invitations, joinRequests } = team.data.data;
  const soleOwner = soleOwnerId(members);
  const card = 'rounded-xl border border-slate-200 bg-white p-4 sm:p-6 space-y-3';
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">{t('members.heading')}</h1>
        <p className="mt-1 text-slate-700">{t('members.intro')}</p>
        {!isOwner ? <p className="mt-1 text-sm text-slate-600">{t('members.ownerOnly')}</p> : null}
      </header>
      <section className={card} aria-labelledby="members-list">
        <h2 id="members-list" className="sr-only">
          {t('members.heading')}
        </h2>
        <ul className="divide-y divide-slate-200">
          {members.map((m) => (
            <li
              key={m.userId}
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div>
                <p className="font-semibold text-slate-900">{m.name}</p>
                <p className="text-sm text-slate-600 break-all">
                  {m.email} · {t(`roles.${m.role}`)} ·{' '}
                  {t('members.joined', { date: formatWibDateLong(m.joinedAt, locale) })}
                </p>
              </div>
              {isOwner ? (
                <MemberActions
                  userId={m.userId}
                  name={m.name}
                  role={m.role}
                  soleOwner={m.userId === soleOwner}
                />
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      {isOwner ? (
        <section className={card} aria-labelledby="invite-heading">
          <h2 id="invite-heading" className="text-lg font-semibold text-slate-900">
            {t('members.invite')}
          </h2>
          <InviteForm locale={locale} />
        </section>
      ) : null}
      <section className={card} aria-labelledby="invitations-heading">
        <h2 id="invitations-heading" className="text-lg font-semibold text-slate-900">
          {t('members.invitations')}
        </h2>
        {invitations.length === 0 ? (
          <p className="text-slate-700">{t('members.noInvitations')}</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {invitations.map((i) => (
              <li
                key={i.id}
                className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <p className="text-slate-800 break-all">
                  {i.email} · {t(`roles.${i.role}`)} ·{' '}
                  {t('members.expires', { date: formatWibDateLong(i.expiresAt, locale) })}
                </p>
                {isOwner ? <WithdrawInvitation id={i.id} /> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={card} aria-labelledby="requests-heading">
        <h2 id="requests-heading" className="text-lg font-semibold text-slate-900">
          {t('members.requests')}
        </h2>
        {joinRequests.length === 0 ? (
          <p className="text-slate-700">{t('members.noRequests')}</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {joinRequests.map((r) => (
              <li
                key={r.id}
                className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div>
                  <p className="font-semibold text-slate-900">{r.name}</p>
                  <p className="text-sm text-slate-600 break-all">{r.email}</p>
                  {r.message ? <p className="mt-1 text-sm text-slate-700">{r.message}</p> : null}
                </div>
                {isOwner ? <RequestActions id={r.id} /> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
