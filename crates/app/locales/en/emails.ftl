### The emails people receive. A body ends without its last line break: the code adds it,
### then the Matchpool footer. Values are inserted as given (numbers too, without grouping).

## Verification

verification-approved-subject = Your verification is approved
verification-approved-body =
    Hello { $name },

    Your verification is approved. You can now take part fully in Matchpool.

verification-declined-subject = Your verification was not approved
verification-declined-body =
    Hello { $name },

    Your verification was not approved.
    Reason: { $reason }
    You can submit it again at any time.

## Donations

receipt-subject = Thank you for supporting { $project }
receipt-body =
    Thank you for your donation to { $project }.

    Amount: { $amount }
    Fee: { $fee }
    Total: { $total }
    Reference: { $reference }

    Your receipt (PDF): { $link }

refund-to-donor-subject = Your donation to { $project } was refunded
refund-to-donor-body =
    Your donation of { $amount } to { $project } was refunded.
    Reason: { $reason }
    It no longer counts for the round's matching.

# Follows refunded-body when the donation was paid by card: { $total } goes back.
refund-to-donor-card-line = { $total } goes back to your card: the donation and its card fee of { $fee }.

reward-subject = You earned a referral reward
reward-body = You earned { $thank } THANK for a referral. Thank you for growing the community!

## Accounts

verify-email-subject = Confirm your email address
verify-email-body =
    Hello { $name },

    Please confirm your email address for Matchpool by opening this link:
    { $link }

    If you did not create an account, you can ignore this email.

reset-password-subject = Reset your password
reset-password-body =
    Hello { $name },

    Someone asked to reset the password of your Matchpool account. To choose a new one, open this link within { $minutes } minutes:
    { $link }

    If it was not you, ignore this email: your password stays as it is.

confirm-new-email-subject = Confirm your new email address
confirm-new-email-body =
    Hello { $name },

    You asked to use this address for your Matchpool account. To confirm it, open this link within { $minutes } minutes:
    { $link }

    Until then your account keeps its current address. If it was not you, ignore this email.

password-changed-subject = Your password was changed
password-changed-body =
    Hello { $name },

    The password of your Matchpool account was just changed, and your other sign-ins were ended.

    If you did not do this, reset your password at once and contact us.

email-changed-subject = Your email address was changed
email-changed-body =
    Hello { $name },

    The email address of your Matchpool account was changed to { $new_email }. This address no longer receives its emails.

    If you did not do this, reset your password and contact us at once.

link-provider-subject = Link { $provider } to your Matchpool account
link-provider-body =
    Hello { $name },

    Someone signed in with { $provider } using your email address. To link { $provider } to your Matchpool account and sign in, open this link within 30 minutes:
    { $link }

    If it was not you, ignore this email: nothing is linked.

## Organizations

donation-received-subject = New donation to { $project }
donation-received-body = { $donor } donated { $amount } to { $project }.

donation-refunded-subject = A donation to { $project } was refunded
donation-refunded-body = A donation of { $amount } to { $project } was refunded. It no longer counts for the round's matching.

donation-disputed-subject = A donation to { $project } is disputed
donation-disputed-body = The card holder disputed a donation of { $amount } to { $project }. Until the dispute is decided it does not count for the round's matching.

donation-digest-subject = Your donations today: { $count }
donation-digest-body =
    Donations settled since your last summary:

    { $lines }

## Review

project-submitted-subject = { $project } is submitted for review
project-submitted-body =
    Your project { $project } is submitted. The round's review team will approve it, ask for changes or decline it; we will email you their decision. Until then it is not public.
    { $link }

project-approved-subject = { $project } is approved
project-approved-body =
    Your project { $project } is approved and now public: people can vote for it and donate.
    { $link }

project-changes-requested-subject = Changes requested for { $project }
project-changes-requested-body =
    Before approving your project { $project }, the review team asks for changes:

    { $message }

    Edit the project, then resubmit it from its page.
    { $link }

project-rejected-subject = { $project } was not approved
project-rejected-body =
    Your project { $project } was not approved for this round.
    Reason: { $reason }

## Updates

# { $body } is the update as its author typed it (Markdown).
project-update-subject = Update from { $project }: { $title }
project-update-body =
    { $project }, a project you support, posted an update.

    { $title }

    { $body }

    Read it on Matchpool:
    { $link }

    You receive this because you voted for or donated to { $project }. To stop receiving its updates:
    { $unsubscribe }

## Invitations

invitation-subject = Join { $org } on Matchpool
invitation-body =
    { $inviter } invites you to join { $org } on Matchpool as { $role }.

    Accept the invitation (sign in or create an account with this email address):
    { $link }

    The link works once, for { $days } days. If you did not expect it, ignore this email.

# The invitee's role, as { $role } in invitation-body.
role-owner = an owner
role-admin = an admin
role-member = a member
