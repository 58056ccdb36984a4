-- Mentors sign up like employers: the verified account gets the role mentor (decision 023).
-- Numbered 0018: 0017 is the payments migration of another branch.
ALTER TABLE "sign_up_requests" DROP CONSTRAINT "sign_up_requests_role_check";--> statement-breakpoint
ALTER TABLE "sign_up_requests" ADD CONSTRAINT "sign_up_requests_role_check" CHECK ("sign_up_requests"."role" IN ('student','employer','mentor'));