### The emails people receive. A body ends without its last line break: the code adds it,
### then the Matchpool footer. Values are inserted as given (numbers too, without grouping).

## Verification

verification-approved-subject = 인증이 승인되었습니다
verification-approved-body =
    { $name }님, 안녕하세요.

    인증이 승인되었습니다. 이제 Matchpool의 모든 기능을 이용하실 수 있습니다.

verification-declined-subject = 인증이 승인되지 않았습니다
verification-declined-body =
    { $name }님, 안녕하세요.

    인증이 승인되지 않았습니다.
    사유: { $reason }
    언제든지 다시 제출하실 수 있습니다.

## Donations

receipt-subject = { $project } 후원에 감사드립니다
receipt-body =
    { $project }에 기부해 주셔서 감사합니다.

    금액: { $amount }
    수수료: { $fee }
    합계: { $total }
    참조 번호: { $reference }

    영수증 (PDF): { $link }

refund-to-donor-subject = { $project }에 대한 기부금이 환불되었습니다
refund-to-donor-body =
    { $project }에 기부하신 { $amount }이(가) 환불되었습니다.
    사유: { $reason }
    이 기부금은 더 이상 라운드 매칭에 포함되지 않습니다.

# Follows refunded-body when the donation was paid by card: { $total } goes back.
refund-to-donor-card-line = 카드로 { $total }이(가) 환불됩니다: 기부금과 카드 수수료 { $fee }.

reward-subject = 추천 보상을 받았습니다
reward-body = 추천으로 { $thank } THANK를 받았습니다. 커뮤니티를 키워 주셔서 감사합니다!

## Accounts

verify-email-subject = 이메일 주소를 확인해 주세요
verify-email-body =
    { $name }님, 안녕하세요.

    아래 링크를 열어 Matchpool 이메일 주소를 확인해 주세요.
    { $link }

    계정을 만들지 않으셨다면 이 이메일을 무시하셔도 됩니다.

reset-password-subject = 비밀번호를 재설정하세요
reset-password-body =
    { $name }님, 안녕하세요.

    Matchpool 계정의 비밀번호 재설정이 요청되었습니다. { $minutes }분 안에 아래 링크를 열어 새 비밀번호를 정하세요.
    { $link }

    본인이 요청하지 않았다면 이 이메일을 무시하세요. 비밀번호는 그대로 유지됩니다.

confirm-new-email-subject = 새 이메일 주소를 확인해 주세요
confirm-new-email-body =
    { $name }님, 안녕하세요.

    Matchpool 계정에서 이 주소를 사용하도록 요청하셨습니다. { $minutes }분 안에 아래 링크를 열어 확인해 주세요.
    { $link }

    확인하기 전까지 계정은 현재 주소를 그대로 사용합니다. 본인이 요청하지 않았다면 이 이메일을 무시하세요.

password-changed-subject = 비밀번호가 변경되었습니다
password-changed-body =
    { $name }님, 안녕하세요.

    Matchpool 계정의 비밀번호가 방금 변경되었고, 다른 기기의 로그인은 종료되었습니다.

    본인이 변경하지 않았다면 즉시 비밀번호를 재설정하고 저희에게 연락해 주세요.

email-changed-subject = 이메일 주소가 변경되었습니다
email-changed-body =
    { $name }님, 안녕하세요.

    Matchpool 계정의 이메일 주소가 { $new_email }(으)로 변경되었습니다. 이 주소로는 더 이상 계정 이메일이 발송되지 않습니다.

    본인이 변경하지 않았다면 즉시 비밀번호를 재설정하고 저희에게 연락해 주세요.

link-provider-subject = { $provider }을(를) Matchpool 계정에 연결
link-provider-body =
    { $name }님, 안녕하세요.

    회원님의 이메일 주소로 { $provider } 로그인이 있었습니다. { $provider }을(를) Matchpool 계정에 연결하고 로그인하려면 30분 안에 아래 링크를 여세요.
    { $link }

    본인이 아니라면 이 이메일을 무시하세요. 아무것도 연결되지 않습니다.

## Organizations

donation-received-subject = { $project }에 새 기부가 있습니다
donation-received-body = { $donor }님이 { $project }에 { $amount }을(를) 기부했습니다.

donation-refunded-subject = { $project }에 대한 기부가 환불되었습니다
donation-refunded-body = { $project }에 대한 { $amount } 기부가 환불되었습니다. 더 이상 라운드 매칭에 포함되지 않습니다.

donation-disputed-subject = { $project }에 대한 기부에 이의가 제기되었습니다
donation-disputed-body = 카드 소유자가 { $project }에 대한 { $amount } 기부에 이의를 제기했습니다. 결론이 날 때까지 라운드 매칭에 포함되지 않습니다.

donation-digest-subject = 오늘의 기부: { $count }건
donation-digest-body =
    지난 요약 이후 확정된 기부:

    { $lines }

## Review

project-submitted-subject = { $project }이(가) 심사를 위해 제출되었습니다
project-submitted-body =
    프로젝트 { $project }이(가) 제출되었습니다. 라운드 심사팀이 승인하거나 수정을 요청하거나 거절하며, 결정은 이메일로 알려 드립니다. 그때까지 프로젝트는 공개되지 않습니다.
    { $link }

project-approved-subject = { $project }이(가) 승인되었습니다
project-approved-body =
    프로젝트 { $project }이(가) 승인되어 공개되었습니다. 이제 투표와 기부를 받을 수 있습니다.
    { $link }

project-changes-requested-subject = { $project } 수정 요청
project-changes-requested-body =
    프로젝트 { $project }을(를) 승인하기 전에 심사팀이 수정을 요청했습니다:

    { $message }

    프로젝트를 수정한 뒤 프로젝트 페이지에서 다시 제출해 주세요.
    { $link }

project-rejected-subject = { $project }이(가) 승인되지 않았습니다
project-rejected-body =
    프로젝트 { $project }은(는) 이번 라운드에 승인되지 않았습니다.
    사유: { $reason }

## Updates

# { $body } is the update as its author typed it (Markdown).
project-update-subject = { $project } 새 소식: { $title }
project-update-body =
    후원하신 프로젝트 { $project }에서 새 소식을 올렸습니다.

    { $title }

    { $body }

    Matchpool에서 읽기:
    { $link }

    { $project }에 투표하거나 기부하셨기 때문에 이 이메일을 받으셨습니다. 소식 수신을 중단하려면:
    { $unsubscribe }

## Invitations

invitation-subject = Matchpool에서 { $org }에 참여하세요
invitation-body =
    { $inviter }님이 Matchpool의 { $org }에 { $role }(으)로 참여하도록 초대했습니다.

    이 이메일 주소로 로그인하거나 계정을 만든 뒤 초대를 수락하세요:
    { $link }

    이 링크는 { $days }일 동안 한 번만 사용할 수 있습니다. 예상하지 못한 메일이라면 무시하세요.

# The invitee's role, as { $role } in invitation-body.
role-owner = 소유자
role-admin = 관리자
role-member = 멤버
