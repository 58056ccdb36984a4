import { AcceptInvitation } from '@/features/employer-area/invitation-page';

export default async function InvitationPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { token } = await searchParams;
  return <AcceptInvitation token={typeof token === 'string' ? token : null} />;
}
